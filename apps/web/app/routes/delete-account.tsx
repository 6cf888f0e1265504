import { useEffect } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { withNotice } from "../shared/notices/page-notices";
import { apiProblems } from "../features/profile/api-problems";
import { CONFIRM_VALUE, REASON_MAX_LENGTH } from "../features/profile/delete-account-form";
import { readDeleteAccountForm } from "../features/profile/delete-account-form.server";
import { forwardedCookies } from "../shared/session/forwarded-cookies";
import { requireSession } from "../shared/session/require-session.server";
import { forgetSessionHere } from "../shared/session/sign-out";
import accountStylesheet from "../styles/account.css?url";
import type { Route } from "./+types/delete-account";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStylesheet }];

const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context.api);
  return data({ csrfToken: session.csrfToken, email: session.profile.email }, { headers: NO_STORE });
}

/**
 * Deletes the account (POST delete_account), then goes home with a confirmation: the API's
 * answer clears the session cookies, and this response hands that on to the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireSession(request, context.api);
  const form = await request.formData();
  const read = readDeleteAccountForm(form);
  if (!read.ok) return { message: read.message, field: "confirm" as const };
  const answer = await callEndpoint(context.api, endpoints.profile.deleteAccount, {
    body: read.body,
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  if (!isSuccess(answer)) return { message: apiProblems(answer.body, []).message ?? "", field: null };
  throw redirect(withNotice("/", "account-deleted"), { headers: forwardedCookies(answer) });
}

export function meta({ error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  return [
    { title: "Delete Account | Workbay" },
    { name: "description", content: "Delete your Workbay account: what is erased, what is kept for tax records, and how to confirm." },
    { name: "robots", content: "noindex" },
  ];
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formMethod === "POST";
  // The action went home: the account and its session are gone, and the pending booking goes with
  // them (001 spec section 4), as on Sign Out. This page is still mounted while / loads.
  const deleted = deleting && navigation.state === "loading" && navigation.location.pathname === "/";
  useEffect(() => {
    if (deleted) forgetSessionHere();
  }, [deleted]);
  const confirmError = actionData?.field === "confirm" ? actionData.message : undefined;
  const formError = actionData && actionData.field !== "confirm" ? actionData.message : undefined;

  return (
    <div className="account-page account-page--narrow container">
      <header className="account-page__head">
        <h1 className="account-page__title">Delete your account</h1>
        <p className="account-page__lead">
          You are signed in as <strong>{loaderData.email}</strong>.
        </p>
      </header>

      <section className="account-card" aria-labelledby="what-happens-title">
        <h2 id="what-happens-title" className="account-card__title">
          What happens when you delete your account
        </h2>
        <ul className="delete-facts">
          <li>
            Your personal details are erased or anonymised at once: your name, e-mail, mobile number, date of birth, photo, and your company
            and billing details.
          </li>
          <li>Your bookings stay on record, without your personal details, because we must keep them for tax records.</li>
          <li>
            You are signed out everywhere and cannot log in to this account again. Your e-mail and mobile number become free, so you can
            sign up again later as a new member.
          </li>
          <li>
            As our <Link to="/app-privacy-policy">privacy policy</Link> says, any of your personal data we still hold is deleted within 180
            days of this request.
          </li>
        </ul>
      </section>

      <section className="account-card" aria-labelledby="confirm-title">
        <h2 id="confirm-title" className="account-card__title">
          Confirm the deletion
        </h2>
        <Form method="post" className="delete-form" aria-describedby={formError ? "delete-form-error" : undefined}>
          {formError ? (
            <p id="delete-form-error" className="form-alert" role="alert">
              {formError}
            </p>
          ) : null}
          <input type="hidden" name="csrf" value={loaderData.csrfToken} />
          <div className="form-field">
            <label className="form-field__label" htmlFor="delete-reason">
              Why are you leaving? (optional)
            </label>
            <textarea id="delete-reason" name="reason" className="form-field__input" rows={3} maxLength={REASON_MAX_LENGTH} />
          </div>
          <div className={`form-check${confirmError ? " form-check--invalid" : ""}`}>
            <input
              id="delete-confirm"
              name="confirm"
              type="checkbox"
              value={CONFIRM_VALUE}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? "delete-confirm-error" : undefined}
            />
            <label htmlFor="delete-confirm">
              I understand that my account and personal details will be deleted, and that this cannot be undone.
            </label>
          </div>
          {confirmError ? (
            <p id="delete-confirm-error" className="form-field__error">
              {confirmError}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="btn btn--danger btn--md" disabled={deleting}>
              {deleting ? "Deleting…" : "Delete my account"}
            </button>
            <Link to="/account/profile" className="btn btn--secondary btn--md">
              Keep my account
            </Link>
          </div>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
