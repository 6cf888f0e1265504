// Profile, company details and place lists (001 spec sections 3, 5 and 7).
import { z } from "zod";
import { companyDetailsProblems } from "@workbay/domain/company-details";
import { DATE_OF_BIRTH_MESSAGE, isValidDateOfBirth } from "@workbay/domain/date-of-birth";
import { isIsoDate } from "@workbay/domain/ist-date";
import { DEFAULT_COUNTRY_CODE, normalizeCountryCode, parsePhone } from "@workbay/domain/phone-number";
import { PROFILE_PHOTO_MESSAGES } from "@workbay/domain/profile-photo";
import { VALIDATION_MESSAGES, isValidGstin, isValidName } from "@workbay/domain/validators";
import { envelope } from "./envelope";

/** The 'Source profile record' of the spec, plus what the profile page edits. */
export const ProfileRecord = z.object({
  name: z.string(),
  email: z.string(),
  /** The photo at 96x96 from the image service, or "". */
  photo: z.string(),
  phone_number: z.string(),
  country_code: z.string(),
  date_of_birth: z.string(),
  address_1: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  company: z.string(),
  pan_no: z.string(),
  gst_no: z.string(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  is_active: z.boolean(),
});
export type ProfileRecord = z.infer<typeof ProfileRecord>;
export const ProfileResponse = envelope(z.array(ProfileRecord));
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const SetNameBody = z.object({ name: z.string().max(100).refine(isValidName, { message: VALIDATION_MESSAGES.name }) });

export const UpdateProfileBody = z.object({
  name: z.string().max(100).refine(isValidName, { message: VALIDATION_MESSAGES.name }),
  /** Must be the account's verified phone; a new number is verified by OTP (purpose verify_phone). */
  phone_number: z.string().max(20).optional(),
  country_code: z
    .string()
    .max(6)
    .refine((v) => normalizeCountryCode(v) !== undefined, { message: "must be a dial code such as +91" })
    .default(DEFAULT_COUNTRY_CODE),
  date_of_birth: z
    .string()
    .refine((v) => v === "" || isIsoDate(v), { message: DATE_OF_BIRTH_MESSAGE })
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/**
 * The profile page's details form (docs/decisions/0037): the API's name rule, a mobile number
 * valid for its country code and an optional date of birth of someone at least 18 on `today`
 * (IST's YYYY-MM-DD). A number other than the verified one is stored after its OTP, by the action.
 */
export function profileDetailsForm(today: string) {
  return z
    .object({
      name: UpdateProfileBody.shape.name,
      country_code: z.string().max(6).default(DEFAULT_COUNTRY_CODE),
      phone_number: z.string().max(20),
      date_of_birth: z.string().max(10).default(""),
    })
    .superRefine((value, ctx) => {
      const countryCode = normalizeCountryCode(value.country_code) ?? DEFAULT_COUNTRY_CODE;
      if (!parsePhone(value.phone_number.trim(), countryCode))
        ctx.addIssue({ code: "custom", path: ["phone_number"], message: VALIDATION_MESSAGES.phone });
      const dateOfBirth = value.date_of_birth.trim();
      if (dateOfBirth !== "" && !isValidDateOfBirth(dateOfBirth, today))
        ctx.addIssue({ code: "custom", path: ["date_of_birth"], message: DATE_OF_BIRTH_MESSAGE });
    });
}

export const ProfileImageBody = z.object({
  image_name: z.string().max(200).default("photo"),
  /** Base64 of a JPEG, PNG or WebP image (a data: URL prefix is allowed), at most 2 MB. */
  attachment: z.string().min(16).max(2_900_000, { message: PROFILE_PHOTO_MESSAGES.size }),
});
export const ProfileImageResponse = envelope(z.object({ photo: z.string() }));
export type ProfileImageResponse = z.infer<typeof ProfileImageResponse>;

export const CompanyInfo = z.object({
  company: z.string().max(200),
  address_1: z.string().max(200),
  address_2: z.string().max(200),
  address_3: z.string().max(200),
  country: z.string().max(100),
  state: z.string().max(100),
  city: z.string().max(100),
  pincode: z.string().max(12),
  pan: z.string().max(10),
  gst: z.string().max(15),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;
export const CompanyInfoBody = CompanyInfo.extend({
  address_2: z.string().max(200).default(""),
  address_3: z.string().max(200).default(""),
  pan: z.string().max(10).default(""),
  gst: z.string().max(15).default(""),
});
export const CompanyInfoResponse = envelope(CompanyInfo);

/** PAN and GSTIN are written in capitals; people type them either way (the limit is the API's). */
const capitals = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.trim().toUpperCase())
    .default("");

/**
 * The profile page's company form (docs/decisions/0037): the API's body plus the domain's billing
 * rule, so the page, its action and the API give the same message for a field. The rule needs
 * the chosen country's ISO code, which comes from the countries list (`countryIsoCode`); a
 * pincode is checked as an Indian one until a country is chosen.
 */
export function companyDetailsForm(countryIsoCode: (country: string) => string) {
  return CompanyInfoBody.extend({ pan: capitals(10), gst: capitals(15) }).superRefine((value, ctx) => {
    const reported = new Set<string>();
    for (const problem of companyDetailsProblems(value, countryIsoCode(value.country) || "IN")) {
      if (reported.has(problem.field)) continue;
      reported.add(problem.field);
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
  });
}
export type CompanyInfoResponse = z.infer<typeof CompanyInfoResponse>;

export const GstInfoQuery = z.object({
  gst: z.string().max(15).refine(isValidGstin, { message: VALIDATION_MESSAGES.gstin }),
});
export const GstInfoResponse = envelope(z.object({ gst: z.string(), state_code: z.string(), state: z.string(), pan: z.string() }));
export type GstInfoResponse = z.infer<typeof GstInfoResponse>;

export const OnboardingStatusResponse = envelope(
  z.object({
    name_set: z.boolean(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    company_details_set: z.boolean(),
    profile_complete: z.boolean(),
  }),
);

// ---- places

export const Country = z.object({
  name: z.string(),
  code: z.string(),
  dial_code: z.string(),
  /** National format of a mobile number with digits as dots, e.g. `..... .....`. */
  format: z.string().nullable(),
  /** Lower comes first; India 0, others absent. */
  priority: z.number().int().nullable(),
});
export type Country = z.infer<typeof Country>;
export const CountriesResponse = envelope(z.array(Country));
export type CountriesResponse = z.infer<typeof CountriesResponse>;
export const StatesQuery = z.object({ country_name: z.string().min(1).max(100).default("India") });
export const StatesResponse = envelope(z.array(z.object({ name: z.string(), code: z.string() })));
export type StatesResponse = z.infer<typeof StatesResponse>;
export const CitiesQuery = z.object({ state_name: z.string().min(1).max(100), country_name: z.string().min(1).max(100).default("India") });
export const CitiesResponse = envelope(z.array(z.object({ name: z.string() })));
export type CitiesResponse = z.infer<typeof CitiesResponse>;

// ---- development mailbox

export const MailboxMessage = z.object({
  to: z.string(),
  channel: z.enum(["email", "sms", "webhook"]),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxResponse = z.array(MailboxMessage);
