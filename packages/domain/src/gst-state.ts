import { isValidGstin } from "./validators";

/**
 * GST state codes: the first two digits of a GSTIN name the state or union territory of
 * registration. Names follow the country/state data the forms use.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  // 25 (Daman and Diu) was merged into 26 in 2020; old registrations keep their code.
  "25": "Dadra and Nagar Haveli and Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  // 28 is Andhra Pradesh before the 2014 split; 37 after it.
  "28": "Andhra Pradesh",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

export type GstinInfo = { gstin: string; stateCode: string; state: string; pan: string };

/** The state of a GSTIN from its first two digits, and the PAN inside it; undefined when invalid. */
export function gstinInfo(value: string): GstinInfo | undefined {
  const gstin = value.trim().toUpperCase();
  if (!isValidGstin(gstin)) return undefined;
  const stateCode = gstin.slice(0, 2);
  const state = GST_STATE_CODES[stateCode];
  if (!state) return undefined;
  return { gstin, stateCode, state, pan: gstin.slice(2, 12) };
}

/** Intra-state supply (CGST + SGST) when no billing state is given or it is the centre's. */
export function isIntraStateSupply(centreState: string, billingState: string | null | undefined): boolean {
  if (!billingState || !billingState.trim()) return true;
  return normalizeState(billingState) === normalizeState(centreState);
}

function normalizeState(state: string): string {
  return state.trim().toLowerCase().replace(/&/g, "and").replace(/\s+/g, " ");
}
