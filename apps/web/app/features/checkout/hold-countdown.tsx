import { useEffect, useState } from "react";
import { Icon } from "../../components/ui/icon";
import { holdCountdown } from "./payment-return";

/**
 * The time left on a booking's hold, ticking each second; calls onLapse once it runs out.
 * It starts after hydration: a server-rendered time would already be stale, and would not
 * match the browser's first render.
 */
export function HoldCountdown({
  expiresAt,
  onLapse,
  label = "Your booking is held for",
}: {
  expiresAt: string;
  onLapse?: () => void;
  label?: string;
}) {
  const [now, setNow] = useState<number | null>(null);
  const left = now === null ? undefined : holdCountdown(expiresAt, now);

  useEffect(() => {
    if (left === null) {
      onLapse?.();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), left === undefined ? 0 : 1000);
    return () => window.clearTimeout(timer);
  }, [left, onLapse]);

  if (left === null) return null;
  return (
    <p className="hold-countdown">
      <Icon name="clock" size={18} />
      <span>
        {label}{" "}
        <strong role="timer" aria-live="off" data-testid="hold-countdown">
          {left ?? "--:--"}
        </strong>
      </span>
    </p>
  );
}
