// The date picker (apps/web/app/components/date-picker): a button named "<label> dd/MM/yyyy"
// that opens react-day-picker's calendar in a dialog. Its day buttons are named
// "Tuesday, 24 November 2026" (", selected", "Today, " and ", not bookable: <why>" added).
// Use these on a hydrated page (gotoHydrated): before hydration the field is a native input.
import { expect, type Locator, type Page } from "@playwright/test";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** '24/11/2026' for '2026-11-24': what the picker's button shows. */
export function pickerText(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

/** 'Tuesday, 24 November 2026': the start of a day button's name. */
function dayName(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The picker's button, named by its label and the date it shows (hidden ones too: a closed filters sheet). */
export function datePickerButton(scope: Page | Locator, label = "Date", includeHidden = false): Locator {
  return scope.getByRole("button", { name: new RegExp(`^${label} \\d{2}/\\d{2}/\\d{4}$`), includeHidden });
}

/** The open calendar. */
export function calendarOf(scope: Page | Locator, label = "Date"): Locator {
  return scope.getByRole("dialog", { name: `Choose a ${label.toLowerCase()}` });
}

/** A day's button in the open calendar, whatever its state. */
export function dayButton(calendar: Locator, isoDate: string): Locator {
  return calendar.getByRole("button", { name: new RegExp(`^(Today, )?${dayName(isoDate)}(,|$)`) });
}

export async function expectPickerDate(scope: Page | Locator, isoDate: string, label = "Date"): Promise<void> {
  await expect(datePickerButton(scope, label, true)).toHaveText(pickerText(isoDate));
}

/** Opens the calendar on the shown month and turns to the month of `isoDate`. */
export async function openCalendarAt(scope: Page | Locator, isoDate: string, label = "Date"): Promise<Locator> {
  const button = datePickerButton(scope, label);
  const [, shownMonth = 0, shownYear = 0] = ((await button.textContent()) ?? "").trim().split("/").map(Number);
  const [year = 0, month = 1] = isoDate.split("-").map(Number);
  const steps = (year - shownYear) * 12 + (month - shownMonth);
  await button.click();
  const calendar = calendarOf(scope, label);
  await expect(calendar.getByRole("grid")).toBeVisible();
  for (let i = 0; i < Math.abs(steps); i++) {
    await calendar.getByRole("button", { name: steps > 0 ? "Go to the Next Month" : "Go to the Previous Month" }).click();
  }
  await expect(calendar.getByRole("grid")).toHaveAccessibleName(`${MONTHS[month - 1]} ${year}`);
  return calendar;
}

/** Chooses a bookable date with the mouse. */
export async function chooseDate(scope: Page | Locator, isoDate: string, label = "Date"): Promise<void> {
  const calendar = await openCalendarAt(scope, isoDate, label);
  await dayButton(calendar, isoDate).click();
  await expect(calendar).toHaveCount(0);
}
