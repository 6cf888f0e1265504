import fc from "fast-check";
import { addDays, format } from "date-fns";
import { describe, expect, it } from "vitest";
import { earliestDateOfBirth, isValidDateOfBirth, latestDateOfBirth } from "../src/date-of-birth";
import { MAX_PROFILE_PHOTO_BYTES, PROFILE_PHOTO_MESSAGES, profilePhotoProblem } from "../src/profile-photo";

const isoDate = fc
  .date({ min: new Date("1880-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("date of birth bounds", () => {
  it("are the day someone turns 18 today and the day before someone turns 121", () => {
    expect(latestDateOfBirth("2026-11-23")).toBe("2008-11-23");
    expect(earliestDateOfBirth("2026-11-23")).toBe("1905-11-24");
    // A 29 February today: the 18th birthday fell on the 28th.
    expect(latestDateOfBirth("2028-02-29")).toBe("2010-02-28");
  });

  it("hold exactly the dates the validator accepts", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -2, max: 2 }), (today, offset) => {
        const latest = latestDateOfBirth(today);
        const earliest = earliestDateOfBirth(today);
        const shift = (iso: string) => format(addDays(new Date(`${iso}T00:00:00`), offset), "yyyy-MM-dd");
        for (const candidate of [shift(latest), shift(earliest)]) {
          expect(isValidDateOfBirth(candidate, today), `${candidate} on ${today}`).toBe(candidate >= earliest && candidate <= latest);
        }
      }),
    );
  });
});

describe("profile photo", () => {
  it("takes JPEG, PNG and WebP up to 2 MB", () => {
    expect(profilePhotoProblem({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(profilePhotoProblem({ type: "image/png", size: MAX_PROFILE_PHOTO_BYTES })).toBeNull();
    expect(profilePhotoProblem({ type: "image/webp", size: 10 })).toBeNull();
  });

  it("refuses other types, empty files and larger files", () => {
    expect(profilePhotoProblem({ type: "image/gif", size: 1000 })).toBe(PROFILE_PHOTO_MESSAGES.type);
    expect(profilePhotoProblem({ type: "application/pdf", size: 1000 })).toBe(PROFILE_PHOTO_MESSAGES.type);
    expect(profilePhotoProblem({ type: "", size: 1000 })).toBe(PROFILE_PHOTO_MESSAGES.type);
    expect(profilePhotoProblem({ type: "image/png", size: 0 })).toBe(PROFILE_PHOTO_MESSAGES.type);
    expect(profilePhotoProblem({ type: "image/jpeg", size: MAX_PROFILE_PHOTO_BYTES + 1 })).toBe(PROFILE_PHOTO_MESSAGES.size);
  });
});
