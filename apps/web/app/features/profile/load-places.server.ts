import type { CitiesResponse, StatesResponse } from "@workbay/contracts/profile";
import type { ApiClient } from "../../load-context";
import type { PlaceLists } from "./company-form";

/**
 * The state list of a country and the city list of a state, for the company form's selects.
 * An unknown country or state, or one the data has no list for, gives an empty list (the form
 * then takes the name as typed).
 */
export async function loadPlaces(api: ApiClient, country: string, state: string): Promise<PlaceLists> {
  const [states, cities] = await Promise.all([
    country ? api.get<StatesResponse>("/passy/v1/states", { country_name: country }) : null,
    country && state ? api.get<CitiesResponse>("/passy/v1/cities", { country_name: country, state_name: state }) : null,
  ]);
  return {
    states: states?.status === 200 ? states.body.data.map(({ name }) => ({ name })) : [],
    cities: cities?.status === 200 ? cities.body.data : [],
  };
}
