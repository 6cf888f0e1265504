import type { ApiClient } from "../../load-context";
import type { PlaceLists } from "./company-form";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

/**
 * The state list of a country and the city list of a state, for the company form's selects.
 * An unknown country or state, or one the data has no list for, gives an empty list (the form
 * then takes the name as typed).
 */
export async function loadPlaces(api: ApiClient, country: string, state: string): Promise<PlaceLists> {
  const [states, cities] = await Promise.all([
    country ? callEndpoint(api, endpoints.profile.states, { query: { country_name: country } }) : null,
    country && state ? callEndpoint(api, endpoints.profile.cities, { query: { country_name: country, state_name: state } }) : null,
  ]);
  return {
    states: states && isSuccess(states) ? states.body.data.map(({ name }) => ({ name })) : [],
    cities: cities && isSuccess(cities) ? cities.body.data : [],
  };
}
