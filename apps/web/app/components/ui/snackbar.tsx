import { useCallback, useEffect, useState } from "react";
import { Icon, type IconName } from "./icon";

export type SnackbarTone = "success" | "information" | "warning" | "error";
export type SnackbarMessage = { id: number; tone: SnackbarTone; text: string };

/** How long a snackbar stays (000 spec section 9). */
const SNACKBAR_MS = 4000;

const ICONS: Record<SnackbarTone, IconName> = { success: "check-circle", information: "globe", warning: "clock", error: "close" };

/** The message on show and a function to show another (each replaces the last). */
export function useSnackbar() {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const show = useCallback((tone: SnackbarTone, text: string) => setMessage({ id: Date.now() + Math.random(), tone, text }), []);
  const dismiss = useCallback(() => setMessage(null), []);
  return { message, show, dismiss };
}

/**
 * A short message at the bottom of the screen that hides itself after 4 seconds. Warnings and
 * errors are alerts (read at once); success and information are polite status messages.
 */
export function Snackbar({ message, onDismiss }: { message: SnackbarMessage | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDismiss, SNACKBAR_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);

  if (!message) return null;
  const urgent = message.tone === "warning" || message.tone === "error";
  return (
    <div key={message.id} className={`snackbar snackbar--${message.tone}`} role={urgent ? "alert" : "status"}>
      <Icon name={ICONS[message.tone]} size={18} />
      <span className="snackbar__text">{message.text}</span>
      <button type="button" className="snackbar__close" onClick={onDismiss} aria-label="Dismiss">
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
