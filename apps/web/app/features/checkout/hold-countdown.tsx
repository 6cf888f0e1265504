import { useEffect, useState } from "react";
import { Icon } from "../../components/ui/icon";
import { holdCountdown } from "./payment-return";

/** The time left on a booking's hold, ticking each second; calls onLapse once it runs out. */
export function HoldCountdown({ expiresAt, onLapse, label = "Your booking is held for" }: { expiresAt: string; onLapse?: () => void; label?: string }) {
  const [now, setNow] = useState(() => Date.now());
  const left = holdCountdown(expiresAt, now);

  useEffect(() => {
    if (left === null) {
      onLapse?.();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onLapse]);

  if (left === null) return null;
  return (
    <p className="hold-countdown">
      <Icon name="clock" size={18} />
      <span>
        {label} <strong role="timer" aria-live="off" data-testid="hold-countdown">{left}</strong>
      </span>
    </p>
  );
}
