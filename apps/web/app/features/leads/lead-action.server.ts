// The enquiry forms' post, run on the server for every browser (with JavaScript the page posts
// it in the background): the domain's checks with the messages the page shows on blur, then
// POST /passy/v1/leads with the page's human-check pass or, without JavaScript, its form token.
import { data } from "react-router";
import { istNow } from "@workbay/domain/ist-date";
import type { ApiClient } from "../../load-context";
import { leadBody, leadProblems, readLeadForm, type FieldErrors, type LeadValues } from "./lead-form";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export type LeadActionData =
  | { ok: true; id: number; kind: LeadValues["kind"]; reference: string; firstName: string; email: string }
  | { ok: false; id: number; lead: LeadValues; errors: FieldErrors; message: string | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The analytics client id of a `_ga` cookie (GA1.1.123.456 -> 123.456), else "". */
function analyticsClientId(cookieHeader: string | null): string {
  const ga = cookieHeader?.match(/(?:^|;\s*)_ga=([^;]+)/)?.[1];
  return ga?.match(/^GA\d\.\d\.(\d+\.\d+)$/)?.[1] ?? "";
}

function deviceOf(reported: string, userAgent: string | null): string {
  if (reported) return reported;
  if (!userAgent) return "";
  return /iPad|Tablet/i.test(userAgent) ? "tablet" : /Mobi|Android|iPhone/i.test(userAgent) ? "mobile" : "desktop";
}

export async function leadAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  const lead = readLeadForm(form);
  const answerId = Date.now() + Math.random();
  const errors = leadProblems(lead, istNow(new Date()).date);
  if (Object.keys(errors).length > 0) {
    return data<LeadActionData>({ ok: false, id: answerId, lead, errors, message: null }, { status: 400 });
  }
  const roomId = Number(text(form, "room_id"));
  const body = leadBody(
    lead,
    {
      room_id: Number.isInteger(roomId) && roomId > 0 ? roomId : null,
      form_submission_page: text(form, "form_submission_page").slice(0, 500),
      device: deviceOf(text(form, "device"), request.headers.get("user-agent")),
      referrer: text(form, "referrer").slice(0, 500),
      client_id: text(form, "client_id") || analyticsClientId(request.headers.get("cookie")),
    },
    {
      ...(text(form, "human_pass") ? { human_check: text(form, "human_pass") } : {}),
      ...(text(form, "form_token") ? { form_token: text(form, "form_token") } : {}),
      website: text(form, "website"),
    },
  );
  const answer = await callEndpoint(api, endpoints.leads.createLead, { body: body });
  if (answer.ok) {
    const created = answer.body.data;
    return data<LeadActionData>({
      ok: true,
      id: answerId,
      kind: lead.kind,
      reference: created.reference,
      firstName: lead.values.first_name.trim(),
      email: lead.values.email.trim(),
    });
  }
  const refused = answer.body;
  const fieldErrors: FieldErrors = {};
  for (const problem of refused.errors ?? []) {
    if (problem.field !== "human_check") fieldErrors[problem.field] ??= problem.message;
  }
  // A field's message goes beside the field; anything else (human check, limit) above the button.
  const message = Object.keys(fieldErrors).length > 0 ? null : refused.errors?.[0]?.message || refused.meta.message;
  return data<LeadActionData>({ ok: false, id: answerId, lead, errors: fieldErrors, message }, { status: answer.status });
}
