import { addDays, addYears, isValid, lightFormat, parseISO } from "date-fns";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { addDaysIso, addYearsIso, formatLongDate, formatPickerDate, formatShortDate, isIsoDate, istNow, weekdayOf } from "../src/ist-date";
import { formatDeadline } from "../src/ist-deadline";
import { slotLabel } from "../src/slots";

// The helpers do plain arithmetic on YYYY-MM-DD instead of date-fns (which every page loaded
// for them, docs/decisions/0035): held here to what date-fns answered, in zones on both sides of
// UTC and with daylight saving, where a local midnight is not always there.
const ZONES = ["UTC", "Asia/Kolkata", "America/New_York", "America/Sao_Paulo", "Pacific/Chatham"];
const savedZone = process.env.TZ;
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

const reference = {
  isIsoDate: (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)) && lightFormat(parseISO(value), "yyyy-MM-dd") === value,
  addDaysIso: (iso: string, days: number) => lightFormat(addDays(parseISO(iso), days), "yyyy-MM-dd"),
  addYearsIso: (iso: string, years: number) => lightFormat(addYears(parseISO(iso), years), "yyyy-MM-dd"),
  weekdayOf: (iso: string) => parseISO(iso).getDay(),
  formatPickerDate: (iso: string) => lightFormat(parseISO(iso), "dd/MM/yyyy"),
};

/** Every day from 1999 to 2053, the range decision 0027 checked the day names over. */
function* everyDay(): Generator<string> {
  for (let day = Date.UTC(1999, 0, 1); day <= Date.UTC(2053, 11, 31); day += 86_400_000) yield new Date(day).toISOString().slice(0, 10);
}

describe("IST date helpers", () => {
  it.each(ZONES)("answer as date-fns did for every day from 1999 to 2053 (%s)", (zone) => {
    process.env.TZ = zone;
    const wrong: string[] = [];
    for (const iso of everyDay()) {
      const checks: [string, unknown, unknown][] = [
        ["isIsoDate", isIsoDate(iso), reference.isIsoDate(iso)],
        ["weekdayOf", weekdayOf(iso), reference.weekdayOf(iso)],
        ["formatPickerDate", formatPickerDate(iso), reference.formatPickerDate(iso)],
        ["addDaysIso +1", addDaysIso(iso, 1), reference.addDaysIso(iso, 1)],
        ["addDaysIso -1", addDaysIso(iso, -1), reference.addDaysIso(iso, -1)],
        ["addDaysIso +89", addDaysIso(iso, 89), reference.addDaysIso(iso, 89)],
        ["addYearsIso -18", addYearsIso(iso, -18), reference.addYearsIso(iso, -18)],
        ["addYearsIso -121", addYearsIso(iso, -121), reference.addYearsIso(iso, -121)],
      ];
      for (const [name, got, expected] of checks)
        if (got !== expected) wrong.push(`${name}(${iso}): ${String(got)}, date-fns ${String(expected)}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("take only real calendar dates, as date-fns did", () => {
    const samples = [
      "2026-02-29",
      "2028-02-29",
      "2100-02-29",
      "2000-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-01",
      "26-01-01",
      "2026-01-01T00:00",
      " 2026-01-01",
      "2026-01-01\n",
      "",
      "yyyy-mm-dd",
      "１２３４-01-01",
    ];
    for (const zone of ZONES) {
      process.env.TZ = zone;
      for (const value of samples) expect(isIsoDate(value), `${JSON.stringify(value)} in ${zone}`).toBe(reference.isIsoDate(value));
    }
    fc.assert(fc.property(fc.stringMatching(/^\d{4}-[01]\d-[0-3]\d$/), (value) => isIsoDate(value) === reference.isIsoDate(value)));
  });

  it("do not depend on the zone where date-fns did", () => {
    // Kiritimati skipped 31 December 1994 (UTC-10 to UTC+14): date-fns, working in local time,
    // took 1 December 1994 for a month of one day there.
    process.env.TZ = "Pacific/Kiritimati";
    expect(addYearsIso("2012-12-01", -18)).toBe("1994-12-01");
    expect(reference.addYearsIso("2012-12-01", -18)).toBe("1995-01-01");
    expect(addDaysIso("1994-12-30", 1)).toBe("1994-12-31");
    expect(weekdayOf("1994-12-31")).toBe(6);
    expect(isIsoDate("1994-12-31")).toBe(true);
  });

  it("refuse what is not a date instead of answering with another day", () => {
    for (const value of ["2026-02-30", "2026-13-01", "", "2026-01-01T10:00"]) {
      expect(() => addDaysIso(value, 1)).toThrow(RangeError);
      expect(() => addYearsIso(value, 1)).toThrow(RangeError);
      expect(() => weekdayOf(value)).toThrow(RangeError);
      expect(() => formatPickerDate(value)).toThrow(RangeError);
      expect(() => formatLongDate(value)).toThrow(RangeError);
    }
  });

  it("name every day as Intl's en-US names it", () => {
    const long = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "short" });
    const short = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short" });
    const names = (format: Intl.DateTimeFormat, iso: string) =>
      Object.fromEntries(format.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]));
    for (const iso of everyDay()) {
      const [year, , day] = iso.split("-");
      const l = names(long, iso);
      const s = names(short, iso);
      expect(formatLongDate(iso)).toBe(`${l.weekday}, ${day} ${l.month}, ${year}`);
      expect(formatShortDate(iso)).toBe(`${s.weekday}, ${day} ${s.month}, ${year!.slice(2)}`);
    }
  });

  it("name days as the spec writes them", () => {
    expect(formatLongDate("2026-11-22")).toBe("Sunday, 22 Nov, 2026");
    expect(formatShortDate("2026-11-22")).toBe("Sun, 22 Nov, 26");
    expect(formatPickerDate("2026-11-24")).toBe("24/11/2026");
    expect(addYearsIso("2028-02-29", -18)).toBe("2010-02-28");
    expect(addYearsIso("2028-02-29", -4)).toBe("2024-02-29");
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("write a deadline in IST as the booking page writes a date and a time, the time, AM/PM and IST unbroken", () => {
    expect(formatDeadline("2026-12-01T06:00:00.000Z")).toBe("Tue, 01 Dec, 11:30\u00a0AM\u00a0IST");
    expect(formatDeadline(new Date("2026-12-31T18:30:00.000Z"))).toBe("Fri, 01 Jan, 12:00\u00a0AM\u00a0IST");
    expect(formatDeadline("2026-12-02T06:30:00.000Z")).toBe("Wed, 02 Dec, 12:00\u00a0PM\u00a0IST");
    expect(formatDeadline("2026-12-02T03:35:00.000Z")).toBe("Wed, 02 Dec, 09:05\u00a0AM\u00a0IST");
    for (let slot = 0; slot < 48; slot++)
      expect(formatDeadline(new Date(Date.parse("2026-12-01T00:00:00+05:30") + slot * 30 * 60_000))).toBe(
        `Tue, 01 Dec, ${slotLabel(slot).replace(" ", "\u00a0")}\u00a0IST`,
      );
  });
});

describe("istNow", () => {
  // The fixed +05:30 offset, held to the time-zone database's Asia/Kolkata from 1946 to 2200.
  const zone = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const intl = (now: Date) => {
    const parts = Object.fromEntries(zone.formatToParts(now).map((p) => [p.type, p.value]));
    return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  };

  it("gives the date and minutes Intl gives in Asia/Kolkata", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1946-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true }), (now) => {
        expect(istNow(now)).toEqual(intl(now));
      }),
      { numRuns: 5000 },
    );
  });

  it("turns the day at 18:30 UTC", () => {
    expect(istNow(new Date("2026-11-27T18:29:59.999Z"))).toEqual({ date: "2026-11-27", minutes: 23 * 60 + 59 });
    expect(istNow(new Date("2026-11-27T18:30:00Z"))).toEqual({ date: "2026-11-28", minutes: 0 });
    expect(istNow(new Date("2024-02-29T00:00:00Z"))).toEqual({ date: "2024-02-29", minutes: 330 });
  });
});
