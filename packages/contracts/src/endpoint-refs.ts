import type { EndpointDefinition } from "./endpoint";
import type { accountEndpoints } from "./endpoints/accounts";
import type { bookingEndpoints } from "./endpoints/booking";
import type { checkoutEndpoints } from "./endpoints/checkout";
import type { consoleChartsEndpoints } from "./endpoints/console-charts";
import type { profileEndpoints } from "./endpoints/profile";
import type { searchEndpoints } from "./endpoints/search";

/**
 * An endpoint of the table as the browser knows it: method and path at run time, everything
 * else (input and answer types) at compile time only, so the browser loads no schemas (and none
 * of the server code some contracts import). `ref` checks the method and path against the
 * table's endpoint: a ref that drifts from its endpoint does not compile.
 */
export type EndpointRef<E extends EndpointDefinition> = {
  readonly method: E["method"];
  readonly path: E["path"];
  /** Never set: carries the endpoint's type. */
  readonly endpoint?: E;
};

function ref<E extends EndpointDefinition>(method: E["method"], path: E["path"]): EndpointRef<E> {
  return { method, path };
}

type Accounts = typeof accountEndpoints;
type Profile = typeof profileEndpoints;
type Checkout = typeof checkoutEndpoints;
type ConsoleCharts = typeof consoleChartsEndpoints;

/** The endpoints the browser calls (docs/decisions/0031); every other call goes through a page's loader or action. */
export const browserEndpoints = {
  accounts: {
    checkProfile: ref<Accounts["checkProfile"]>("POST", "/passy/v1/check_profile"),
    login: ref<Accounts["login"]>("POST", "/passy/v1/login"),
    sendOtp: ref<Accounts["sendOtp"]>("POST", "/passy/v1/send_otp"),
    verifyOtp: ref<Accounts["verifyOtp"]>("POST", "/passy/v1/verify_otp"),
    otpLogin: ref<Accounts["otpLogin"]>("POST", "/passy/v1/verify_otp_login"),
    signUp: ref<Accounts["signUp"]>("POST", "/passy/v1/sign_up"),
    forgotPassword: ref<Accounts["forgotPassword"]>("POST", "/passy/v1/forgot_password"),
    checkResetToken: ref<Accounts["checkResetToken"]>("GET", "/passy/v1/check_reset_token"),
    resetPassword: ref<Accounts["resetPassword"]>("POST", "/passy/v1/reset_password"),
    activateAccount: ref<Accounts["activateAccount"]>("GET", "/passy/v1/activate_account"),
    socialLogin: ref<Accounts["socialLogin"]>("POST", "/passy/v1/social_login"),
    authProviders: ref<Accounts["authProviders"]>("GET", "/passy/v1/auth_providers"),
    humanCheckChallenge: ref<Accounts["humanCheckChallenge"]>("GET", "/passy/v1/human_check/challenge"),
    humanCheckVerify: ref<Accounts["humanCheckVerify"]>("GET", "/passy/v1/human_check/verify"),
    signOut: ref<Accounts["signOut"]>("POST", "/passy/v1/signout"),
  },
  profile: {
    setName: ref<Profile["setName"]>("POST", "/passy/v1/set_name"),
    countries: ref<Profile["countries"]>("GET", "/passy/v1/countries"),
    states: ref<Profile["states"]>("GET", "/passy/v1/states"),
    cities: ref<Profile["cities"]>("GET", "/passy/v1/cities"),
    gstInfo: ref<Profile["gstInfo"]>("GET", "/passy/v1/gst_info"),
  },
  search: {
    search: ref<(typeof searchEndpoints)["search"]>("GET", "/passy/v1/search"),
    placeAutocomplete: ref<(typeof searchEndpoints)["placeAutocomplete"]>("GET", "/connect/v1/place/autocomplete"),
    placeDetail: ref<(typeof searchEndpoints)["placeDetail"]>("GET", "/connect/v1/place/detail"),
  },
  booking: {
    validate: ref<(typeof bookingEndpoints)["validate"]>("POST", "/passy/v1/validate"),
  },
  checkout: {
    voucher: ref<Checkout["voucher"]>("GET", "/passy/v1/voucher"),
    createBooking: ref<Checkout["createBooking"]>("POST", "/passy/v1/booking"),
    retryPayment: ref<Checkout["retryPayment"]>("POST", "/passy/v1/booking/:bookingId/retry"),
  },
  /** The console's CSV downloads: plain links the browser follows with the operator's cookie (decision 0036). */
  consoleCharts: {
    occupancyCsv: ref<ConsoleCharts["occupancyCsv"]>("GET", "/backoffice-service/api/v1/charts/occupancy.csv"),
    revenueCsv: ref<ConsoleCharts["revenueCsv"]>("GET", "/backoffice-service/api/v1/charts/revenue.csv"),
    bookingsCsv: ref<ConsoleCharts["bookingsCsv"]>("GET", "/backoffice-service/api/v1/bookings.csv"),
  },
};
