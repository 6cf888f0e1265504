import { useCallback, useMemo, useState } from "react";
import { Snackbar, type SnackbarTone } from "../../components/ui/snackbar";

export type Notice = { id: number; text: string };

/**
 * A snackbar for a message the server sent with the page (an action's result, a redirect's
 * notice). It is in the server's HTML, so it shows without JavaScript too; with JavaScript it
 * hides after 4 seconds or when dismissed, and a new notice (a new id) shows again.
 */
export function NoticeSnackbar({ notice, tone = "success" }: { notice: Notice | null; tone?: SnackbarTone }) {
  const [dismissed, setDismissed] = useState<number | null>(null);
  const message = useMemo(
    () => (notice && notice.id !== dismissed ? { id: notice.id, tone, text: notice.text } : null),
    [notice, dismissed, tone],
  );
  const onDismiss = useCallback(() => setDismissed(notice?.id ?? null), [notice]);
  return <Snackbar message={message} onDismiss={onDismiss} />;
}
