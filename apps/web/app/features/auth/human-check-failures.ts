// The human-check failure counter (001 spec sections 4 and 9): shared by every mount of the
// check on the page, and at 4 the page goes to /.
export const HUMAN_CHECK_FAILURE_LIMIT = 4;

let failures = 0;

/** Counts one failed check; true when the page should give up and go to /. */
export function recordHumanCheckFailure(): boolean {
  failures += 1;
  return failures >= HUMAN_CHECK_FAILURE_LIMIT;
}

export function humanCheckFailureCount(): number {
  return failures;
}

/** For tests. */
export function resetHumanCheckFailures(): void {
  failures = 0;
}
