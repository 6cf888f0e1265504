import { Link, data } from "react-router";
import type { ProfileRecord } from "@workbay/contracts/profile";
import { istNow } from "@workbay/domain/ist-date";
import { Icon } from "../components/ui/icon";
import { unwrapApiData } from "../shared/api/unwrap-api-data";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { NoticeSnackbar } from "../shared/notices/notice-snackbar";
import { CompanyDetailsForm } from "../features/profile/company-details-form";
import { COMPANY_FORM_CONSTRAINT } from "../features/profile/company-form.server";
import { loadPlaces } from "../features/profile/load-places.server";
import { PhoneOtpForm } from "../features/profile/phone-otp-form";
import { PROFILE_FORM_CONSTRAINT } from "../features/profile/profile-form.server";
import { PhotoForm } from "../features/profile/photo-form";
import { profileAction } from "../features/profile/profile-actions.server";
import { ProfileDetailsForm, profileValuesOf } from "../features/profile/profile-details-form";
import type { VerifiedPhone } from "../features/profile/profile-form";
import { requireSession, stillSignedIn } from "../shared/session/require-session.server";
import type { ApiClient } from "../load-context";
import accountStylesheet from "../styles/account.css?url";
import type { Route } from "./+types/account-profile";
import type { PageBodyHandle } from "../shared/security/page-body";
import { MAX_PROFILE_PHOTO_BYTES } from "@workbay/domain/profile-photo";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

/** The photo upload: room for a photo a little over the limit, so the page can say it is too large. */
export const handle: PageBodyHandle = { body: { limit: 2 * MAX_PROFILE_PHOTO_BYTES } };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountStylesheet }];

/** Personal data: never stored by a shared cache or kept in the browser's cache. */
const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => NO_STORE;

/** The country data sets the form starts on when no billing country is saved. */
const DEFAULT_BILLING_COUNTRY = "India";

/** Only a verified phone counts as the account's number; anything else goes through an OTP. */
function verifiedPhoneOf(profile: ProfileRecord): VerifiedPhone {
  return { phone_number: profile.phone_verified ? profile.phone_number : "", country_code: profile.country_code };
}

async function loadAccount(request: Request, api: ApiClient) {
  const [profileAnswer, countriesAnswer] = await Promise.all([
    callEndpoint(api, endpoints.profile.profile),
    callEndpoint(api, endpoints.profile.countries),
  ]);
  const [profile] = unwrapApiData(stillSignedIn(request, profileAnswer));
  if (!profile) throw data(null, { status: 502, statusText: "No profile record" });
  return { profile, countries: unwrapApiData(countriesAnswer) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context.api);
  const [{ profile, countries }, companyAnswer] = await Promise.all([
    loadAccount(request, context.api),
    callEndpoint(context.api, endpoints.profile.companyInfo),
  ]);
  const saved = unwrapApiData(stillSignedIn(request, companyAnswer));
  const company = { ...saved, country: saved.country || DEFAULT_BILLING_COUNTRY };
  const lists = await loadPlaces(context.api, company.country, company.state);
  return data(
    {
      csrfToken: session.csrfToken,
      profile,
      verifiedPhone: verifiedPhoneOf(profile),
      company,
      lists,
      countries,
      companyConstraint: COMPANY_FORM_CONSTRAINT,
      profileConstraint: PROFILE_FORM_CONSTRAINT,
      today: istNow(new Date()).date,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSession(request, context.api);
  const { profile, countries } = await loadAccount(request, context.api);
  return profileAction({ request, api: context.api, current: verifiedPhoneOf(profile), countries });
}

export function meta({ error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  return [
    { title: "My Profile | Workbay" },
    {
      name: "description",
      content: "Your Workbay profile: name, mobile number, date of birth, photo and the company details used on your GST invoices.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, verifiedPhone, company, lists, countries, csrfToken, today, companyConstraint, profileConstraint } = loaderData;
  const answer = actionData ?? null;

  const profileRefused = answer?.intent === "profile" && !answer.ok ? answer : null;
  const phoneStep =
    answer?.intent === "phone-otp"
      ? { ...answer.phoneOtp, otpError: answer.otpError, message: answer.message }
      : answer?.intent === "profile" && answer.ok && answer.phoneOtp
        ? { ...answer.phoneOtp, otpError: null, message: answer.message }
        : null;
  const companyRefused = answer?.intent === "company" && !answer.ok ? answer : null;
  const places = answer?.intent === "places" ? answer : null;
  const notice = answer && "notice" in answer ? answer.notice : null;

  // A form starts again after each of its posts: from the saved values (a new number waits in
  // the OTP step), or from the typed ones when the server refused them.
  const profileKey = `${JSON.stringify(profileValuesOf(profile))}:${answer?.intent === "profile" ? answer.id : ""}`;
  const companyKey = `${JSON.stringify(company)}:${companyRefused?.id ?? places?.id ?? ""}`;

  return (
    <div className="account-page container">
      <header className="account-page__head">
        <h1 className="account-page__title">My Profile</h1>
        <p className="account-page__lead">Keep your details up to date: we use them for your bookings and on your GST invoices.</p>
      </header>

      <section className="account-card" aria-labelledby="profile-title">
        <div className="account-card__head">
          <h2 id="profile-title" className="account-card__title">
            Profile
          </h2>
        </div>
        <PhotoForm
          name={profile.name}
          photo={profile.photo}
          csrfToken={csrfToken}
          error={answer?.intent === "photo" && !answer.ok ? answer.message : null}
        />
        <ProfileDetailsForm
          key={profileKey}
          profile={profile}
          verifiedPhone={verifiedPhone}
          countries={countries}
          csrfToken={csrfToken}
          today={today}
          refused={profileRefused}
          constraint={profileConstraint}
        />
        {phoneStep ? (
          <PhoneOtpForm
            key={answer?.id}
            phone={{ phone_number: phoneStep.phone_number, country_code: phoneStep.country_code }}
            resendAfter={phoneStep.resendAfter}
            csrfToken={csrfToken}
            otpError={phoneStep.otpError}
            message={phoneStep.message}
          />
        ) : null}
      </section>

      <section className="account-card" aria-labelledby="company-title">
        <div className="account-card__head">
          <h2 id="company-title" className="account-card__title">
            Company details
          </h2>
          <p className="account-card__lead">The billing address, PAN and GSTIN printed on your invoices.</p>
        </div>
        <CompanyDetailsForm
          key={companyKey}
          initial={companyRefused?.values ?? places?.values ?? company}
          lists={places ?? lists}
          countries={countries}
          csrfToken={csrfToken}
          lastResult={companyRefused?.result ?? null}
          constraint={companyConstraint}
        />
      </section>

      <section className="account-card account-card--quiet" aria-labelledby="delete-title">
        <div className="account-card__head">
          <h2 id="delete-title" className="account-card__title">
            Delete account
          </h2>
          <p className="account-card__lead">
            Deleting your account erases your personal details and signs you out. Your bookings stay on record for tax purposes.
          </p>
        </div>
        <Link to="/delete-account" className="text-link account-card__danger-link">
          Delete my account <Icon name="arrow-right" size={16} />
        </Link>
      </section>

      <NoticeSnackbar notice={notice} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
