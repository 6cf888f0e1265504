// Sign Out (001 spec sections 2 and 4; docs/decisions/0037): the header's menus post to the
// /logout route's action, which ends the session through the API in process and clears the
// cookies on its answer. This is the page's side of it.
import { useFetcher, useNavigate } from "react-router";
import { clearBookingDraft } from "../booking/booking-draft";
import { csrfTokenFromCookies, sessionProfileFromCookies } from "./session-cookies";
import { notifySessionChanged } from "./session-store";

/** Where Sign Out posts (POST only: a visit to it signs nobody out). */
export const SIGN_OUT_ACTION = "/logout";

/** The /logout action's answer to the page's script (without it the action redirects to /). */
export type SignOutAnswer = { signedOut: boolean; message: string };

/** This browser's session ended: the pending booking goes with it, and the header (other tabs too, by the cookies) learns. */
export function forgetSessionHere(): void {
  clearBookingDraft();
  notifySessionChanged();
}

/**
 * Sign Out for a menu: a fetcher posts the CSRF token (from the readable cookie) to the /logout
 * action; once it answers, the visitor goes to / (as the menus always did).
 *
 * The rest happens after the awaited submit, not in an effect of the component that asked: the
 * phone menu closes as Sign Out is pressed, and the header's dropdown goes as soon as the answer
 * clears the readable cookies (the session store hears of it), so such an effect never ran and
 * the visitor stayed on the page with the booking draft kept. Signed out means the readable
 * session cookies are gone: the action clears them when it ends the session, and also when
 * there was none left to end.
 */
export function useSignOut() {
  const fetcher = useFetcher<SignOutAnswer>();
  const navigate = useNavigate();

  return async () => {
    await fetcher.submit(
      { csrf: csrfTokenFromCookies(document.cookie) ?? "", enhanced: "1" },
      { method: "post", action: SIGN_OUT_ACTION, preventScrollReset: true },
    );
    if (sessionProfileFromCookies(document.cookie)) notifySessionChanged();
    else forgetSessionHere();
    await navigate("/");
  };
}
