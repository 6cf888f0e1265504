/** The confirmation checkbox's value when ticked. */
export const CONFIRM_VALUE = "yes";
export const REASON_MAX_LENGTH = 500;
