// The company form's values and its cascading lists: a country brings its states, a state its
// cities (asked of the API from the browser as they are chosen), and a valid GSTIN fills an empty
// state and PAN. The latest choice wins when choices come faster than the answers.
import { useRef, useState } from "react";
import type { CompanyInfo, Country } from "@workbay/contracts/profile";
import { isValidGstin } from "@workbay/domain/validators";
import type { Place, PlaceLists } from "./company-form";
import { fetchCities, fetchGstInfo, fetchStates } from "./place-lists";

export type ListLoading = "states" | "cities" | null;

export function useCompanyPlaces(initial: CompanyInfo, lists: PlaceLists, countries: readonly Country[]) {
  const [values, setValues] = useState<CompanyInfo>(initial);
  const [states, setStates] = useState<Place[]>(lists.states);
  const [cities, setCities] = useState<Place[]>(lists.cities);
  const [gstNote, setGstNote] = useState<string | null>(null);
  // Which list is on its way: its select waits, disabled, instead of turning into a text box.
  const [loading, setLoading] = useState<ListLoading>(null);
  const latest = useRef(0);

  const update = (changes: Partial<CompanyInfo>) => setValues((v) => ({ ...v, ...changes }));

  async function chooseCountry(country: string, then?: { state: string }) {
    const request = ++latest.current;
    update({ country, state: then?.state ?? "", city: "" });
    setCities([]);
    setLoading("states");
    const found = await fetchStates(country);
    if (request !== latest.current) return;
    setStates(found);
    setLoading(null);
    if (then?.state) await chooseState(country, then.state);
  }

  async function chooseState(country: string, state: string) {
    const request = ++latest.current;
    update({ state, city: "" });
    setLoading("cities");
    const found = await fetchCities(country, state);
    if (request !== latest.current) return;
    setCities(found);
    setLoading(null);
  }

  /** A valid GSTIN names its state: fill an empty state (and PAN) from it; a different one is flagged by the rule. */
  async function checkGstin(gst: string) {
    setGstNote(null);
    if (!isValidGstin(gst)) return;
    const info = await fetchGstInfo(gst);
    if (!info) return;
    const india = countries.find((c) => c.code === "IN")?.name ?? "India";
    if (values.pan === "") update({ pan: info.pan });
    if (values.country === "" || (values.country === india && values.state === "")) {
      setGstNote(`State set to ${info.state} from the GSTIN.`);
      await chooseCountry(india, { state: info.state });
    }
  }

  return { values, update, states, cities, loading, gstNote, chooseCountry, chooseState, checkGstin };
}
