import { clearBookingDraft } from "../booking/booking-draft";
import { apiCall } from "./browser-api";
import { notifySessionChanged } from "./session-store";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

/**
 * Sign Out (001 spec section 4): the server ends the session and clears its cookies (the
 * CSRF header comes from apiCall); the pending booking goes with the session.
 */
export async function signOut(): Promise<void> {
  await apiCall(browserEndpoints.accounts.signOut);
  clearBookingDraft();
  notifySessionChanged();
}
