import { describe, expect, it } from "vitest";
import {
  addGuestEntry,
  bookingEndsAt,
  guestEntriesToContinue,
  guestEntriesToSave,
  guestListMessage,
  guestPlaceholder,
  guestsCanBeInvited,
  removeGuestEntry,
} from "../src/guest-list";

describe("guest list", () => {
  it("refuses to continue from the F&B step with a mistyped entry, and drops blanks and repeats", () => {
    expect(guestEntriesToContinue(["alice@example.com", "bob@"])).toEqual({ emails: [], error: "Email address is required!" });
    expect(guestEntriesToContinue(["nope", ""])).toEqual({ emails: [], error: "Email address is required!" });
    expect(guestEntriesToContinue([" Alice@Example.com ", "", "alice@example.com", "bob@example.com"])).toEqual({
      emails: ["Alice@Example.com", "bob@example.com"],
      error: null,
    });
    expect(guestEntriesToContinue([""])).toEqual({ emails: [], error: null });
  });

  it("refuses a new entry while the last is invalid", () => {
    expect(addGuestEntry(["nope"], 5)).toEqual({ entries: ["nope"], error: "Email address is required!" });
    expect(addGuestEntry(["a@b.co"], 5)).toEqual({ entries: ["a@b.co", ""], error: null });
  });
  it("stops at the cap with the message when above 1", () => {
    expect(addGuestEntry(["a@b.co", "c@d.co"], 2).error).toBe("Please select more F&B items to add guest list");
    expect(guestListMessage(["a@b.co"], 1)).toBeNull();
  });
  it("removes only while more than one is left", () => {
    expect(removeGuestEntry(["a"], 0)).toEqual(["a"]);
    expect(removeGuestEntry(["a", "b"], 0)).toEqual(["b"]);
    expect(guestPlaceholder(0)).toBe("Guest 1 Email Address");
    expect(guestPlaceholder(0, 2)).toBe("Guest 3 Email Address");
  });
  it("saves (modal mode) only when every entry, the last included, is a valid e-mail", () => {
    expect(guestEntriesToSave([""])).toEqual({ emails: [""], error: "Email address is required!" });
    expect(guestEntriesToSave(["a@b.co", "nope"]).error).toBe("Email address is required!");
    expect(guestEntriesToSave([])).toEqual({ emails: [], error: "Email address is required!" });
    expect(guestEntriesToSave([" a@b.co ", "c@d.co"])).toEqual({ emails: ["a@b.co", "c@d.co"], error: null });
  });
  it("takes invitations for a confirmed meeting-room booking until it ends", () => {
    const booking = { status: "confirmed", date: "2026-11-24", startSlot: 20, endSlot: 22 };
    expect(bookingEndsAt("2026-11-24", 22).toISOString()).toBe("2026-11-24T05:30:00.000Z");
    expect(guestsCanBeInvited(booking, new Date("2026-11-24T05:29:59Z"))).toBe(true);
    expect(guestsCanBeInvited(booking, new Date("2026-11-24T05:30:00Z"))).toBe(false);
    expect(guestsCanBeInvited({ ...booking, status: "pending_payment" }, new Date("2026-11-23T00:00:00Z"))).toBe(false);
    expect(guestsCanBeInvited({ ...booking, startSlot: null, endSlot: null }, new Date("2026-11-23T00:00:00Z"))).toBe(false);
  });
});
