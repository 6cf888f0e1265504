import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `show` once for each new answer of a fetcher (answers carry an `id`; the same answer
 * seen again on a re-render is not shown twice). `show` reads the form's latest state.
 */
export function useActionAnswer<Answer extends { id: number }>(answer: Answer | undefined, show: (answer: Answer) => void) {
  const shown = useRef<number | null>(null);
  const onAnswer = useEffectEvent(show);
  useEffect(() => {
    if (!answer || shown.current === answer.id) return;
    shown.current = answer.id;
    onAnswer(answer);
  }, [answer]);
}
