// The forms checked by the contract's schemas (docs/decisions/0037): the action's check gives the
// domain rule's messages, the loader's constraint gives the page its native attributes.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorMap } from "@workbay/contracts/field-messages";
import { COMPANY_FORM_CONSTRAINT, parseCompanyForm } from "../app/features/profile/company-form.server";
import { PROFILE_FORM_CONSTRAINT, parseProfileForm } from "../app/features/profile/profile-form.server";
import { refusal } from "../app/shared/forms/contract-form.server";

const COUNTRIES = [
  { name: "India", code: "IN" },
  { name: "Singapore", code: "SG" },
];

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

const details = {
  company: "Menon Designs",
  address_1: "12 MG Road",
  address_2: "",
  address_3: "",
  country: "India",
  state: "Karnataka",
  city: "Bengaluru",
  pincode: "560001",
  pan: "abcde1234f",
  gst: "29abcde1234f1z5",
};

// As the web app's root module does at start.
beforeAll(() => z.config({ customError: fieldErrorMap }));

describe("company form", () => {
  it("accepts valid details, with PAN and GSTIN in capitals", () => {
    const submission = parseCompanyForm(form(details), COUNTRIES);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ company: "Menon Designs", pan: "ABCDE1234F", gst: "29ABCDE1234F1Z5" });
  });

  it("refuses with the domain rule's message for each field, one per field", () => {
    const submission = parseCompanyForm(
      form({ ...details, company: " ", pincode: "060001", pan: "ABCD1234F", gst: "29ABCDE1234F1A5" }),
      COUNTRIES,
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      company: ["This field is required"],
      pincode: ["Please enter a valid pincode"],
      pan: ["Please enter a valid PAN"],
      gst: ["Please enter a valid GSTIN"],
    });
    // Another state's GSTIN names the state it is registered in.
    const elsewhere = parseCompanyForm(form({ ...details, state: "Tamil Nadu" }), COUNTRIES);
    expect(elsewhere.reply().error).toEqual({ gst: ["This GSTIN is registered in Karnataka; please choose that state."] });
  });

  it("checks a pincode by the chosen country, and as an Indian one when none is chosen", () => {
    const singapore = { ...details, country: "Singapore", state: "Singapore", city: "Singapore", pincode: "018956", gst: "", pan: "" };
    expect(parseCompanyForm(form(singapore), COUNTRIES).status).toBe("success");
    expect(parseCompanyForm(form({ ...singapore, country: "" }), COUNTRIES).reply().error).toMatchObject({
      country: ["This field is required"],
      pincode: ["Please enter a valid pincode"],
    });
  });

  it("reads a field the browser did not post (a disabled select) as empty; refuses one too long with the contract's message", () => {
    const { city: _left, ...rest } = details;
    // Every problem is named, not only the missing field's.
    expect(parseCompanyForm(form({ ...rest, company: "" }), COUNTRIES).reply().error).toEqual({
      company: ["This field is required"],
      city: ["This field is required"],
    });
    expect(parseCompanyForm(form({ ...details, company: "x".repeat(201) }), COUNTRIES).reply().error?.company).toEqual([
      "Company must be at most 200 characters.",
    ]);
  });

  it("gives the page the schema's constraints: the mandatory fields and the lengths", () => {
    const required = Object.entries(COMPANY_FORM_CONSTRAINT)
      .filter(([, c]) => c.required)
      .map(([field]) => field);
    expect(required.sort()).toEqual(["address_1", "city", "company", "country", "pincode", "state"]);
    expect(COMPANY_FORM_CONSTRAINT.gst).toMatchObject({ required: false, maxLength: 15 });
    expect(COMPANY_FORM_CONSTRAINT.company).toMatchObject({ maxLength: 200 });
    // Plain data: it travels in the loader's answer.
    expect(JSON.parse(JSON.stringify(COMPANY_FORM_CONSTRAINT))).toEqual(COMPANY_FORM_CONSTRAINT);
  });

  it("turns the API's refusal into field messages and the form's message", () => {
    expect(refusal({ gst: "Bad GSTIN", pan: undefined }, "Please check the details.")).toEqual({
      status: "error",
      error: { gst: ["Bad GSTIN"], "": ["Please check the details."] },
    });
  });
});

describe("profile details form", () => {
  const TODAY = "2026-11-23";
  const typed = { name: "Priya Menon", country_code: "+91", phone_number: " 98123 43000 ", date_of_birth: "1990-05-17" };

  it("accepts valid details, and an empty date of birth", () => {
    expect(parseProfileForm(form(typed), TODAY).status).toBe("success");
    expect(parseProfileForm(form({ ...typed, date_of_birth: "" }), TODAY).status).toBe("success");
    // Another country's number under its own code.
    expect(parseProfileForm(form({ ...typed, country_code: "+65", phone_number: "8123 4567" }), TODAY).status).toBe("success");
  });

  it("refuses with the spec's message for each invalid field", () => {
    const submission = parseProfileForm(
      form({ ...typed, name: "Priya 2", phone_number: "5812343000", date_of_birth: "2010-01-01" }),
      TODAY,
    );
    expect(submission.reply().error).toEqual({
      name: ["Please enter a valid name"],
      phone_number: ["Please enter a valid phone number"],
      date_of_birth: ["Please enter a valid date of birth (you must be at least 18)."],
    });
    // An Indian number under another country's code; the day after someone turns 18 is too late.
    expect(parseProfileForm(form({ ...typed, country_code: "+65" }), TODAY).reply().error).toEqual({
      phone_number: ["Please enter a valid phone number"],
    });
    expect(parseProfileForm(form({ ...typed, date_of_birth: "2008-11-24" }), TODAY).status).toBe("error");
    expect(parseProfileForm(form({ ...typed, date_of_birth: "2008-11-23" }), TODAY).status).toBe("success");
  });

  it("gives the page the schema's constraints", () => {
    expect(PROFILE_FORM_CONSTRAINT.name).toMatchObject({ required: true, maxLength: 100 });
    expect(PROFILE_FORM_CONSTRAINT.phone_number).toMatchObject({ required: true, maxLength: 20 });
    expect(PROFILE_FORM_CONSTRAINT.date_of_birth).toMatchObject({ required: false });
  });
});
