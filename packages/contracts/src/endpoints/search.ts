import { defineEndpoint } from "../endpoint";
import {
  LocationsResponse,
  PlaceAutocompleteQuery,
  PlaceAutocompleteResponse,
  PlaceDetailQuery,
  PlaceDetailResponse,
  SearchQuery,
  SearchResponse,
} from "../search";

/** Search and the locations list (decision 0030). */
export const searchEndpoints = {
  search: defineEndpoint({
    method: "GET",
    path: "/passy/v1/search",
    query: SearchQuery,
    response: SearchResponse,
    errors: [400],
    auth: "public",
    tags: ["search"],
    summary: "Cities, localities, centres, rooms and products matching a keyword (typo-tolerant), best first",
  }),
  locations: defineEndpoint({
    method: "GET",
    path: "/connect/v1/location/all",
    response: LocationsResponse,
    auth: "public",
    tags: ["search"],
    summary: "Every centre and place (locality, metro station, tech park, airport) with its city, coordinates and live flag",
  }),
  placeAutocomplete: defineEndpoint({
    method: "GET",
    path: "/connect/v1/place/autocomplete",
    query: PlaceAutocompleteQuery,
    response: PlaceAutocompleteResponse,
    errors: [400],
    auth: "public",
    tags: ["search"],
    summary: "Place predictions for what is typed: our localities, landmarks and centres, then the optional external geocoder's",
  }),
  placeDetail: defineEndpoint({
    method: "GET",
    path: "/connect/v1/place/detail",
    query: PlaceDetailQuery,
    response: PlaceDetailResponse,
    errors: [400, 404],
    auth: "public",
    tags: ["search"],
    summary: "A predicted place's name, address, coordinates and the listing sorted from it",
  }),
};
