// Dates for browser journeys. The e2e database is shared by every test of both projects
// (desktop and phone) running in parallel, so two journeys that book, hold or pay on the same
// room and date take each other's slots and passes (a day pass test once found "2 passes left"
// after another test had bought some). Every journey that books, or needs a slot or a pass to be
// free, has a lane of its own below: a weekday that no other journey, in either project, uses.
// Lane dates start past the demo data's bookings and sold passes (today to today + 14, which
// move with the date the server started) and stay inside the 90-day booking window.
import type { TestInfo } from "@playwright/test";

/** One per journey; a journey that needs several dates has several lanes. */
const LANES = [
  "accounts: book as a visitor",
  "accounts: F&B step asks to log in",
  "analytics: room page to F&B events",
  "booking: add-ons",
  "booking: skip add-ons",
  "booking: day pass",
  "checkout: pay with add-ons",
  "checkout: failed payment and retry",
  "checkout: another user's booking",
  "checkout: without JavaScript",
  "checkout: lists and billing",
  "checkout: GST draft",
  "hold-limits: third hold refused",
  "legal: every link answers",
  "safe-to-deploy: CSP journey",
  "cancellation: meeting room default",
  "cancellation: window, book, pay and cancel",
  "changes: day pass booked",
  "changes: day pass transferred to",
  "console-ops: manager blocks slots",
  "changes: pop-up rescheduled",
  "changes: pop-up rescheduled without JavaScript",
  "backoffice-vouchers: voucher and menu item at checkout",
  "changes: pop-up longer, paid difference",
  "changes: event add-ons changed",
  "console-charts: recurring block",
] as const;

/**
 * Journeys that book only a room they created themselves: no other journey can take its slots,
 * so they need no weekday of their own (53 weekdays fit in the window, two per lane).
 */
const OWN_ROOM_LANES = ["backoffice-catalogue: new room booked"] as const;

export type Lane = (typeof LANES)[number] | (typeof OWN_ROOM_LANES)[number];

/** The first lane date: past the demo data's 15 days of bookings. */
const FIRST_DAY = 15;
/** The last bookable date is today + 89 (DECISIONS.md section 4). */
const LAST_DAY = 89;
const PROJECTS = ["desktop", "phone"];

/** Today's date in India, YYYY-MM-DD (the server's "today" is India's). */
export function istToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const isWeekend = (isoDate: string) => [0, 6].includes(new Date(`${isoDate}T00:00:00Z`).getUTCDay());

/** The first Monday-to-Friday date after `after` (today in India by default), when every demo centre is open. */
export function nextWeekday(after = istToday()): string {
  let date = addDays(after, 1);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/** The first Saturday after today (IST). */
export function nextSaturday(): string {
  let date = addDays(istToday(), 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return date;
}

/** The weekday (IST) of this journey's lane in this project: no other journey books on it. */
export function laneDate(lane: Lane, testInfo: TestInfo): string {
  const project = PROJECTS.indexOf(testInfo.project.name);
  if (project < 0) throw new Error(`lane dates are for the projects ${PROJECTS.join(" and ")}, not ${testInfo.project.name}`);
  const exclusive = (LANES as readonly string[]).indexOf(lane);
  if (exclusive < 0 && !(OWN_ROOM_LANES as readonly string[]).includes(lane)) throw new Error(`no lane "${lane}"`);
  let left = exclusive < 0 ? project : exclusive * PROJECTS.length + project;
  const today = istToday();
  for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
    const date = addDays(today, day);
    if (isWeekend(date)) continue;
    if (left === 0) return date;
    left -= 1;
  }
  throw new Error(`lane "${lane}" falls past the booking window: give journeys rooms of their own as well as dates`);
}

/**
 * 'Tue, 01 Dec, 11:30 AM IST': how the booking page writes a deadline (decision 0052), worked out
 * here with Intl in Asia/Kolkata, apart from the app's own arithmetic. The time, AM/PM and IST are
 * joined by no-break spaces (decision 0056); Playwright's toContainText reads any space as one,
 * so check them on the element's textContent.
 */
export function deadlineText(instant: number | string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Kolkata",
      weekday: "short",
      day: "2-digit",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hour12: true,
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}\u00a0${parts.dayPeriod}\u00a0IST`;
}
