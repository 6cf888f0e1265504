// A deadline in IST, written as the booking page writes dates and times (decision 0052). A module
// of its own, not part of ist-date: every page loads ist-date, and only the booking page this.
import { dateParts, istNow } from "./ist-date";
import { clockLabel } from "./slots";

/** A no-break space: the time, AM or PM and "IST" stay on one line (decision 0056). */
const NBSP = "\u00a0";

/**
 * 'Tue, 01 Dec, 11:30 AM IST': the short date without its year ('ddd, DD MMM'; deadlines fall
 * within the booking window) and the time as slotLabel writes it ('hh:mm A'). The time, AM or PM
 * and "IST" are joined by no-break spaces, so a narrow screen never breaks "11:30 AM IST".
 */
export function formatDeadline(instant: Date | string): string {
  const { date, minutes } = istNow(new Date(instant));
  const { weekday, day, month } = dateParts(date, "short");
  return `${weekday}, ${day} ${month}, ${clockLabel(minutes).replace(" ", NBSP)}${NBSP}IST`;
}
