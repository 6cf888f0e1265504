import type { z } from "zod";

/**
 * The names people know the request fields by. A field missing here is named from its key
 * ("billing_state" -> "Billing state"), so no message ever shows a raw key or zod's wording.
 */
export const FIELD_LABELS: Record<string, string> = {
  add_on: "Add-on",
  alt: "Alt text",
  add_ons: "Add-ons",
  addOns: "Add-ons",
  auxiliary_id: "Food option",
  b_id: "Booking id",
  billing_details: "Billing details",
  booking_end_date: "End date",
  comment: "Note",
  company_name: "Company name",
  confirm_password: "Confirm password",
  country_code: "Country code",
  csrf_token: "Security token",
  date: "Date",
  date_of_birth: "Date of birth",
  email: "Email ID",
  email_id: "Email ID",
  end_time: "End time",
  first_name: "First name",
  gst_no: "GSTIN",
  gstin: "GSTIN",
  guest_emails: "Guest e-mail list",
  human_token: "Human check",
  id: "Id",
  input: "Email ID / Phone Number",
  interim_token: "Sign-up token",
  last_name: "Last name",
  name: "Name",
  new_password: "New password",
  notes: "Notes",
  otp: "OTP",
  pan: "PAN",
  pan_no: "PAN",
  pass_option_id: "Pass type",
  password: "Password",
  paymentId: "Payment id",
  phone: "Phone number",
  phone_number: "Phone number",
  pincode: "Pincode",
  qty: "Quantity",
  quantity: "Quantity",
  razorpay_order_id: "Order id",
  razorpay_signature: "Payment signature",
  redirect_uri: "Redirect address",
  room_id: "Room",
  start_time: "Start time",
  sub_option_id: "Menu choice",
  terms_accepted: "Terms and conditions",
  token: "Link",
  total_amount: "Total amount",
  voucher_applied: "Promo code",
  voucher_code: "Promo code",
};

/** The label of a field path: its last named key from the table, or the key in words. */
export function fieldLabel(path: readonly PropertyKey[] | string): string {
  const keys = typeof path === "string" ? path.split(".") : path.map(String);
  const key = [...keys].reverse().find((k) => !/^\d+$/.test(k));
  if (!key) return "This field";
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "This field";
}

const KIND: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

type RawIssue = z.core.$ZodRawIssue;

function sizeText(issue: { origin?: string }, n: number | bigint): string {
  const count = Number(n);
  if (issue.origin === "string") return `${count} character${count === 1 ? "" : "s"}`;
  if (issue.origin === "array" || issue.origin === "set") return `${count} item${count === 1 ? "" : "s"}`;
  return String(count);
}

/**
 * A sentence a customer understands for any issue zod raises without a message of its own,
 * naming the field: 'Name is required.', 'Notes must be at most 1000 characters.'.
 */
export function fieldIssueMessage(issue: RawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return `${label} is required.`;
      return `${label} must be ${KIND[issue.expected] ?? "given in the right form"}.`;
    case "too_small": {
      const min = issue.minimum as number | bigint;
      if ((issue.origin === "string" || issue.origin === "array") && Number(min) <= 1) return `${label} is required.`;
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set")
        return `${label} must have at least ${sizeText(issue, min)}.`;
      return `${label} must be ${issue.inclusive === false ? "more than" : "at least"} ${sizeText(issue, min)}.`;
    }
    case "too_big": {
      const max = issue.maximum as number | bigint;
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set")
        return `${label} must be at most ${sizeText(issue, max)}.`;
      return `${label} must be ${issue.inclusive === false ? "less than" : "at most"} ${sizeText(issue, max)}.`;
    }
    case "invalid_format":
      if (issue.format === "email") return "Please provide a valid email ID";
      if (issue.format === "url") return `${label} must be a web address.`;
      return `${label} is not valid.`;
    case "not_multiple_of":
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    case "unrecognized_keys":
      return `${issue.keys.map((k) => fieldLabel([k])).join(", ")} ${issue.keys.length === 1 ? "is" : "are"} not expected here.`;
    case "invalid_value": {
      const values = issue.values.filter((v) => typeof v === "string" || typeof v === "number");
      if (values.length > 0 && values.length <= 6 && values.every((v) => v !== "")) return `${label} must be one of: ${values.join(", ")}.`;
      return `${label} is not valid.`;
    }
    default:
      return `${label} is not valid.`;
  }
}

/**
 * A message given by a schema or a service as a fragment ("must be a date written
 * YYYY-MM-DD", "end_time: must be after start_time") made a sentence naming the field.
 */
export function fieldSentence(field: string, message: string): string {
  const prefix = `${field}: `;
  const text = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  // A sentence already (capitalised, or a brand such as "reCaptcha" first): kept as it is.
  if (!/^[a-z]/.test(text) || /^[a-z]+[A-Z]/.test(text)) return text;
  return `${fieldLabel(field)} ${text}${/[.!?]$/.test(text) ? "" : "."}`;
}

/** The error map for z.config({ customError }) (the API and the web app install it at start). */
export const fieldErrorMap = (issue: RawIssue): string => fieldIssueMessage(issue);
