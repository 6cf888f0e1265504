// The company form's cascading lists in the browser: states of a country, cities of a state,
// asked of the API once each per page (the answers are cached by the browser for a day too).
import type { GstInfoResponse } from "@workbay/contracts/profile";
import { apiCall } from "../../shared/session/browser-api";
import type { Place } from "./company-form";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

const cache = new Map<string, Promise<Place[]>>();

function cached(key: string, load: () => Promise<Place[]>): Promise<Place[]> {
  let list = cache.get(key);
  if (!list) {
    list = load();
    cache.set(key, list);
    // A failed call is asked again next time.
    void list.then((places) => places.length === 0 && cache.delete(key));
  }
  return list;
}

export function fetchStates(country: string): Promise<Place[]> {
  if (!country) return Promise.resolve([]);
  return cached(`states:${country}`, async () => {
    const answer = await apiCall(browserEndpoints.profile.states, { query: { country_name: country } });
    return answer.ok && answer.data ? answer.data.map(({ name }) => ({ name })) : [];
  });
}

export function fetchCities(country: string, state: string): Promise<Place[]> {
  if (!country || !state) return Promise.resolve([]);
  return cached(`cities:${country}:${state}`, async () => {
    const answer = await apiCall(browserEndpoints.profile.cities, { query: { country_name: country, state_name: state } });
    return answer.ok && answer.data ? answer.data : [];
  });
}

/** The state and PAN of a GSTIN (GET gst_info, 001 spec section 7); null when the server refuses it. */
export async function fetchGstInfo(gst: string): Promise<GstInfoResponse["data"] | null> {
  const answer = await apiCall(browserEndpoints.profile.gstInfo, { query: { gst } });
  return answer.ok ? answer.data : null;
}
