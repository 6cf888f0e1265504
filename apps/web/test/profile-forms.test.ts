import { describe, expect, it } from "vitest";
import type { Country } from "@workbay/contracts/profile";
import { PAGE_NOTICES, pageNoticeOf, withNotice } from "../app/shared/notices/page-notices";
import { apiProblems } from "../app/features/profile/api-problems";
import { EMPTY_COMPANY, companyProblems, countryCodeOf, readCompanyForm } from "../app/features/profile/company-form";
import { countryOfDialCode, searchCountries } from "../app/features/profile/country-search";
import { readDeleteAccountForm } from "../app/features/profile/delete-account-form.server";
import { initialsOf } from "../app/features/profile/photo-form";
import { newPhoneOf, profileFieldProblem, profileProblems, readProfileForm, updateProfileBody } from "../app/features/profile/profile-form";
import { forwardedCookies } from "../app/shared/session/forwarded-cookies";

const TODAY = "2026-11-23";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe("profile form", () => {
  const typed = { name: " Priya Menon ", country_code: "91", phone_number: " 98123 43000 ", date_of_birth: "1990-05-17" };

  it("reads the fields, normalising the country code", () => {
    expect(readProfileForm(form(typed))).toEqual({
      name: " Priya Menon ",
      country_code: "+91",
      phone_number: "98123 43000",
      date_of_birth: "1990-05-17",
    });
    expect(readProfileForm(form({ name: "A", country_code: "junk" })).country_code).toBe("+91");
  });

  it("gives the spec's message for each invalid field, and none for valid ones", () => {
    const values = readProfileForm(form(typed));
    expect(profileProblems(values, TODAY)).toEqual({});
    expect(profileProblems({ ...values, name: "Priya 2", phone_number: "5812343000", date_of_birth: "2010-01-01" }, TODAY)).toEqual({
      name: "Please enter a valid name",
      phone_number: "Please enter a valid phone number",
      date_of_birth: "Please enter a valid date of birth (you must be at least 18).",
    });
    // The spec's excluded numbers, and an Indian number under another country's code.
    expect(profileFieldProblem("phone_number", { ...values, phone_number: "9999999999" }, TODAY)).toBe("Please enter a valid phone number");
    expect(profileFieldProblem("phone_number", { ...values, country_code: "+65" }, TODAY)).toBe("Please enter a valid phone number");
    expect(profileFieldProblem("phone_number", { ...values, country_code: "+65", phone_number: "81234567" }, TODAY)).toBeUndefined();
    // The date of birth is optional; the day someone turns 18 is fine, the day after is not.
    expect(profileFieldProblem("date_of_birth", { ...values, date_of_birth: "" }, TODAY)).toBeUndefined();
    expect(profileFieldProblem("date_of_birth", { ...values, date_of_birth: "2008-11-23" }, TODAY)).toBeUndefined();
    expect(profileFieldProblem("date_of_birth", { ...values, date_of_birth: "2008-11-24" }, TODAY)).toBeDefined();
  });

  it("knows a new number from the verified one however it is spaced", () => {
    const current = { phone_number: "9812343000", country_code: "+91" };
    const values = readProfileForm(form(typed));
    expect(newPhoneOf(values, current)).toBeNull();
    expect(newPhoneOf({ ...values, phone_number: "98123-43009" }, current)).toEqual({ phone_number: "9812343009", country_code: "+91" });
    expect(newPhoneOf({ ...values, country_code: "+65", phone_number: "8123 4567" }, current)).toEqual({
      phone_number: "81234567",
      country_code: "+65",
    });
    // An account without a verified phone: any valid number is new.
    expect(newPhoneOf(values, { phone_number: "", country_code: "+91" })).toEqual({ phone_number: "9812343000", country_code: "+91" });
  });

  it("sends the phone to update_profile only when it is the verified one", () => {
    const current = { phone_number: "9812343000", country_code: "+91" };
    const values = readProfileForm(form(typed));
    expect(updateProfileBody(values, current)).toEqual({
      name: "Priya Menon",
      country_code: "+91",
      phone_number: "9812343000",
      date_of_birth: "1990-05-17",
    });
    expect(updateProfileBody({ ...values, phone_number: "9812343009" }, current)).toEqual({
      name: "Priya Menon",
      country_code: "+91",
      date_of_birth: "1990-05-17",
    });
    // A cleared date of birth is sent as "" (the server clears it).
    expect(updateProfileBody({ ...values, date_of_birth: "" }, current).date_of_birth).toBe("");
  });
});

describe("company form", () => {
  const details = {
    company: "Menon Designs",
    address_1: "12 MG Road",
    address_2: "",
    address_3: "",
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    pincode: "560001",
    pan: "abcde1234f ",
    gst: " 29abcde1234f1z5",
  };

  it("reads every field, PAN and GSTIN in capitals; missing fields are empty", () => {
    expect(readCompanyForm(form(details))).toEqual({ ...details, pan: "ABCDE1234F", gst: "29ABCDE1234F1Z5" });
    expect(readCompanyForm(form({ company: "X" }))).toEqual({ ...EMPTY_COMPANY, company: "X" });
  });

  it("uses the domain's rule: one message per field", () => {
    const values = readCompanyForm(form(details));
    expect(companyProblems(values, "IN")).toEqual({});
    expect(companyProblems({ ...values, company: " ", pincode: "060001", pan: "ABCD1234F", gst: "29ABCDE1234F1A5" }, "IN")).toEqual({
      company: "This field is required",
      pincode: "Please enter a valid pincode",
      pan: "Please enter a valid PAN",
      gst: "Please enter a valid GSTIN",
    });
    expect(companyProblems({ ...values, state: "Tamil Nadu" }, "IN")).toEqual({
      gst: "This GSTIN is registered in Karnataka; please choose that state.",
    });
    expect(companyProblems({ ...values, gst: "29ZZZZZ1234F1Z5" }, "IN")).toEqual({ gst: "The GSTIN does not match the PAN." });
    // Pincodes elsewhere follow the other country's looser rule.
    expect(companyProblems({ ...values, country: "Singapore", state: "", gst: "", pincode: "018956" }, "SG")).toEqual({
      state: "This field is required",
    });
    // No country chosen yet: Indian pincodes until then.
    expect(companyProblems({ ...values, country: "", pincode: "AB1" }, "")).toMatchObject({
      country: "This field is required",
      pincode: "Please enter a valid pincode",
    });
  });

  it("finds a country's code by its name", () => {
    const countries = [
      { name: "India", code: "IN" },
      { name: "Singapore", code: "SG" },
    ];
    expect(countryCodeOf(countries, " singapore ")).toBe("SG");
    expect(countryCodeOf(countries, "Narnia")).toBe("");
  });
});

describe("country code search", () => {
  const country = (name: string, code: string, dial: string): Country => ({ name, code, dial_code: dial, format: null, priority: null });
  const countries = [
    country("India", "IN", "+91"),
    country("British Indian Ocean Territory", "IO", "+246"),
    country("Indonesia", "ID", "+62"),
    country("Singapore", "SG", "+65"),
    country("United States", "US", "+1"),
    country("Canada", "CA", "+1"),
  ];

  it("matches names (those starting with the text first), codes and dial codes", () => {
    expect(searchCountries(countries, "").map((c) => c.code)).toEqual(["IN", "IO", "ID", "SG", "US", "CA"]);
    expect(searchCountries(countries, "ind").map((c) => c.code)).toEqual(["IN", "ID", "IO"]);
    expect(searchCountries(countries, "sg").map((c) => c.code)).toEqual(["SG"]);
    expect(searchCountries(countries, "+6").map((c) => c.code)).toEqual(["ID", "SG"]);
    expect(searchCountries(countries, "1").map((c) => c.code)).toEqual(["US", "CA"]);
    expect(searchCountries(countries, "zzzz")).toEqual([]);
  });

  it("takes the first country of a shared dial code", () => {
    expect(countryOfDialCode(countries, "+1")?.code).toBe("US");
    expect(countryOfDialCode(countries, "+999")).toBeUndefined();
  });
});

describe("API refusals", () => {
  it("puts the form's own fields beside them and anything else above the form", () => {
    const fieldError = {
      meta: { message: "pan: Please enter a valid PAN" },
      errors: [{ field: "pan", message: "Please enter a valid PAN" }],
    };
    expect(apiProblems(fieldError, ["pan", "gst"] as const)).toEqual({ fields: { pan: "Please enter a valid PAN" }, message: null });
    const taken = {
      meta: { message: "This phone number is already registered with another account." },
      errors: [{ field: "phone_number", message: "x" }],
    };
    expect(apiProblems(taken, ["otp"] as const)).toEqual({
      fields: {},
      message: "This phone number is already registered with another account.",
    });
    expect(
      apiProblems(
        {
          meta: { message: "The image must be at most 2 MB." },
          errors: [{ field: "attachment", message: "The image must be at most 2 MB." }],
        },
        ["photo"] as const,
        { attachment: "photo" },
      ),
    ).toEqual({
      fields: { photo: "The image must be at most 2 MB." },
      message: null,
    });
    expect(apiProblems(null, ["name"] as const)).toEqual({ fields: {}, message: "Something went wrong. Please try again." });
  });
});

describe("delete account form", () => {
  it("needs the ticked confirmation and keeps an optional reason", () => {
    expect(readDeleteAccountForm(form({}))).toEqual({ ok: false, message: "Please confirm that the account should be deleted." });
    expect(readDeleteAccountForm(form({ confirm: "on" }))).toMatchObject({ ok: false });
    expect(readDeleteAccountForm(form({ confirm: "yes", reason: "  " }))).toEqual({ ok: true, body: { confirm: true } });
    expect(readDeleteAccountForm(form({ confirm: "yes", reason: " Moving abroad " }))).toEqual({
      ok: true,
      body: { confirm: true, reason: "Moving abroad" },
    });
    const long = readDeleteAccountForm(form({ confirm: "yes", reason: "x".repeat(600) }));
    expect(long.ok && long.body.reason?.length).toBe(500);
  });
});

describe("page notices", () => {
  it("are a fixed list asked for by code", () => {
    expect(withNotice("/", "account-deleted")).toBe("/?notice=account-deleted");
    expect(withNotice("/?a=1", "account-deleted")).toBe("/?a=1&notice=account-deleted");
    expect(pageNoticeOf(new URLSearchParams("notice=account-deleted"))).toEqual({ id: 1, text: PAGE_NOTICES["account-deleted"] });
    expect(pageNoticeOf(new URLSearchParams("notice=toString"))).toBeNull();
    expect(pageNoticeOf(new URLSearchParams("notice=You+won"))).toBeNull();
    expect(pageNoticeOf(new URLSearchParams(""))).toBeNull();
  });
});

describe("small helpers", () => {
  it("hands every Set-Cookie of the API's answers on", () => {
    const headers = forwardedCookies(
      { status: 200, body: null, setCookies: ["a=1; Path=/", "b=2; Path=/"] },
      { status: 200, body: null, setCookies: ["c=; Max-Age=0"] },
    );
    expect(headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/", "c=; Max-Age=0"]);
    expect(forwardedCookies().getSetCookie()).toEqual([]);
  });

  it("makes avatar initials from the first and last names", () => {
    expect(initialsOf("meera nair")).toBe("MN");
    expect(initialsOf("Anita Rao Desai")).toBe("AD");
    expect(initialsOf("Ravi")).toBe("R");
    expect(initialsOf("  ")).toBe("");
  });
});
