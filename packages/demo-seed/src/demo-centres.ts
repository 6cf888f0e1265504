// Demo centres: plausible buildings in each city, placed within about 10 km of the city's
// centre point, so distances and the city detection boxes behave as they would live.
import type { CitySlug } from "@workbay/domain/cities";
import type { BusinessHours } from "@workbay/db/schema";

export type DemoCentre = {
  /** Stable key used for seo ids and image names; not stored. */
  key: string;
  citySlug: CitySlug;
  name: string;
  address: string;
  state: string;
  pincode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  businessHours: BusinessHours;
  notice: string | null;
  gstin: string;
  /** The opening and closing slot of most rooms here (inside the weekday hours). */
  roomHours: { start: number; end: number };
};

const WEEKDAYS = [1, 2, 3, 4, 5];

const STANDARD_HOURS: BusinessHours = [
  { days: WEEKDAYS, open: 16, close: 40 },
  { days: [6], open: 18, close: 36 },
];
const EARLY_HOURS: BusinessHours = [{ days: [...WEEKDAYS, 6], open: 14, close: 42 }];
const LATE_HOURS: BusinessHours = [
  { days: WEEKDAYS, open: 18, close: 44 },
  { days: [0, 6], open: 20, close: 36 },
];

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** One PAN for the operating company; each state has its own GST registration on it. */
const COMPANY_PAN = "AAICW4821K";

/** A GSTIN with a correct check character, so validators accept the demo invoices. */
function gstin(stateCode: string): string {
  const body = `${stateCode}${COMPANY_PAN}1Z`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const product = GSTIN_ALPHABET.indexOf(body.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return body + GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

type CentreInput = Omit<DemoCentre, "state" | "gstin" | "businessHours" | "roomHours" | "email" | "notice"> & {
  hours?: "standard" | "early" | "late";
  notice?: string;
};

const CITY_STATE: Record<CitySlug, { state: string; gstCode: string }> = {
  bengaluru: { state: "Karnataka", gstCode: "29" },
  delhi: { state: "Delhi", gstCode: "07" },
  mumbai: { state: "Maharashtra", gstCode: "27" },
  chennai: { state: "Tamil Nadu", gstCode: "33" },
  hyderabad: { state: "Telangana", gstCode: "36" },
  pune: { state: "Maharashtra", gstCode: "27" },
};

const HOURS = {
  standard: { businessHours: STANDARD_HOURS, roomHours: { start: 16, end: 40 } },
  early: { businessHours: EARLY_HOURS, roomHours: { start: 14, end: 42 } },
  late: { businessHours: LATE_HOURS, roomHours: { start: 18, end: 44 } },
} as const;

function centre(input: CentreInput): DemoCentre {
  const { hours = "standard", notice, ...rest } = input;
  const { state, gstCode } = CITY_STATE[input.citySlug];
  return {
    ...rest,
    state,
    gstin: gstin(gstCode),
    email: `${input.key}@workbay.in`,
    notice: notice ?? null,
    ...HOURS[hours],
  };
}

// Order matters: ids follow it, and the spec's high-occupancy day pass notice belongs to
// centre 8 (Aerocity, the 8th entry).
export const DEMO_CENTRES: readonly DemoCentre[] = [
  centre({
    key: "embassy-golf-links",
    citySlug: "bengaluru",
    name: "Embassy Golf Links",
    address: "Embassy Golf Links Business Park, Intermediate Ring Road, Domlur",
    pincode: "560071",
    latitude: 12.9545,
    longitude: 77.6446,
    phone: "+91 80 4567 1234",
  }),
  centre({
    key: "indiranagar-100-feet-road",
    citySlug: "bengaluru",
    name: "Indiranagar 100 Feet Road",
    address: "HAL 2nd Stage, 100 Feet Road, Indiranagar",
    pincode: "560038",
    latitude: 12.9719,
    longitude: 77.6412,
    phone: "+91 80 4567 2210",
    hours: "late",
  }),
  centre({
    key: "koramangala-forum",
    citySlug: "bengaluru",
    name: "Koramangala Forum",
    address: "Forum Tower, 80 Feet Road, Koramangala 4th Block",
    pincode: "560034",
    latitude: 12.9352,
    longitude: 77.6245,
    phone: "+91 80 4567 3388",
  }),
  centre({
    key: "prestige-trade-tower",
    citySlug: "bengaluru",
    name: "Prestige Trade Tower",
    address: "Prestige Trade Tower, 46 Palace Road, High Grounds",
    pincode: "560001",
    latitude: 12.9863,
    longitude: 77.5857,
    phone: "+91 80 4567 4902",
    hours: "early",
  }),
  centre({
    key: "connaught-place",
    citySlug: "delhi",
    name: "Connaught Place",
    address: "Statesman House, 148 Barakhamba Road, Connaught Place",
    pincode: "110001",
    latitude: 28.6304,
    longitude: 77.2247,
    phone: "+91 11 4123 5500",
  }),
  centre({
    key: "nehru-place",
    citySlug: "delhi",
    name: "Nehru Place",
    address: "Eros Corporate Tower, Nehru Place",
    pincode: "110019",
    latitude: 28.5483,
    longitude: 77.2513,
    phone: "+91 11 4123 6620",
  }),
  centre({
    key: "saket-district-centre",
    citySlug: "delhi",
    name: "Saket District Centre",
    address: "DLF South Court, Saket District Centre, Saket",
    pincode: "110017",
    latitude: 28.5286,
    longitude: 77.219,
    phone: "+91 11 4123 7781",
    hours: "late",
  }),
  centre({
    key: "aerocity-worldmark",
    citySlug: "delhi",
    name: "Aerocity Worldmark",
    address: "Worldmark 2, Asset 8, Hospitality District, Aerocity",
    pincode: "110037",
    latitude: 28.5503,
    longitude: 77.1206,
    phone: "+91 11 4123 8804",
    hours: "early",
    notice: "Day passes at Aerocity sell out early on weekdays. For group passes or a guaranteed desk, write to aerocity@workbay.in.",
  }),
  centre({
    key: "bandra-kurla-complex",
    citySlug: "mumbai",
    name: "Bandra Kurla Complex",
    address: "Platina, G Block, Bandra Kurla Complex, Bandra East",
    pincode: "400051",
    latitude: 19.066,
    longitude: 72.8656,
    phone: "+91 22 4890 1150",
    hours: "early",
  }),
  centre({
    key: "andheri-chakala",
    citySlug: "mumbai",
    name: "Andheri Chakala",
    address: "Kanakia Wall Street, Andheri-Kurla Road, Chakala, Andheri East",
    pincode: "400093",
    latitude: 19.1136,
    longitude: 72.8697,
    phone: "+91 22 4890 2275",
  }),
  centre({
    key: "lower-parel",
    citySlug: "mumbai",
    name: "Lower Parel",
    address: "One Indiabulls Centre, Senapati Bapat Marg, Lower Parel",
    pincode: "400013",
    latitude: 19.0057,
    longitude: 72.8302,
    phone: "+91 22 4890 3390",
    notice: "Visitor parking is limited. Please use the Senapati Bapat Marg entrance and carry a photo ID.",
  }),
  centre({
    key: "powai-hiranandani",
    citySlug: "mumbai",
    name: "Powai Hiranandani",
    address: "Hiranandani Gardens, Central Avenue, Powai",
    pincode: "400076",
    latitude: 19.1176,
    longitude: 72.906,
    phone: "+91 22 4890 4412",
    hours: "late",
  }),
  centre({
    key: "anna-salai",
    citySlug: "chennai",
    name: "Anna Salai",
    address: "Spencer Plaza, 769 Anna Salai, Mount Road",
    pincode: "600002",
    latitude: 13.0615,
    longitude: 80.2626,
    phone: "+91 44 4567 1120",
  }),
  centre({
    key: "nungambakkam",
    citySlug: "chennai",
    name: "Nungambakkam",
    address: "Khader Nawaz Khan Road, Nungambakkam",
    pincode: "600006",
    latitude: 13.0569,
    longitude: 80.2425,
    phone: "+91 44 4567 2236",
    hours: "early",
  }),
  centre({
    key: "t-nagar",
    citySlug: "chennai",
    name: "T. Nagar",
    address: "Bazullah Road, T. Nagar",
    pincode: "600017",
    latitude: 13.0418,
    longitude: 80.2341,
    phone: "+91 44 4567 3349",
  }),
  centre({
    key: "banjara-hills",
    citySlug: "hyderabad",
    name: "Banjara Hills",
    address: "Road No. 12, Banjara Hills",
    pincode: "500034",
    latitude: 17.4126,
    longitude: 78.4392,
    phone: "+91 40 4455 1180",
  }),
  centre({
    key: "begumpet",
    citySlug: "hyderabad",
    name: "Begumpet",
    address: "Lifestyle Building, Greenlands Road, Begumpet",
    pincode: "500016",
    latitude: 17.4447,
    longitude: 78.4664,
    phone: "+91 40 4455 2291",
    hours: "early",
  }),
  centre({
    key: "somajiguda",
    citySlug: "hyderabad",
    name: "Somajiguda",
    address: "Raj Bhavan Road, Somajiguda",
    pincode: "500082",
    latitude: 17.4239,
    longitude: 78.4611,
    phone: "+91 40 4455 3302",
  }),
  centre({
    key: "abids",
    citySlug: "hyderabad",
    name: "Abids",
    address: "Mahesh Nagar Colony, Abids Road, Abids",
    pincode: "500001",
    latitude: 17.3916,
    longitude: 78.4757,
    phone: "+91 40 4455 4417",
    hours: "late",
  }),
  centre({
    key: "koregaon-park",
    citySlug: "pune",
    name: "Koregaon Park",
    address: "North Main Road, Koregaon Park",
    pincode: "411001",
    latitude: 18.5362,
    longitude: 73.894,
    phone: "+91 20 4890 1122",
    hours: "late",
  }),
  centre({
    key: "shivajinagar",
    citySlug: "pune",
    name: "Shivajinagar",
    address: "Fergusson College Road, Shivajinagar",
    pincode: "411005",
    latitude: 18.5308,
    longitude: 73.8475,
    phone: "+91 20 4890 2238",
  }),
  centre({
    key: "kalyani-nagar",
    citySlug: "pune",
    name: "Kalyani Nagar",
    address: "Marisoft Annexe, Kalyani Nagar",
    pincode: "411006",
    latitude: 18.5463,
    longitude: 73.9033,
    phone: "+91 20 4890 3345",
    hours: "early",
  }),
];
