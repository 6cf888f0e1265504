// The places the search knows besides centres: each city's main localities, metro stations,
// tech parks and airports, with their coordinates (decision 0030). Aliases are other
// spellings and short names, comma-separated. Reference data: migration 0012 inserts the same
// rows into every database, so a change here needs a migration too.
import type { CitySlug } from "@workbay/domain/cities";

export type DemoPlace = {
  citySlug: CitySlug;
  name: string;
  kind: "locality" | "metro" | "tech_park" | "airport";
  aliases?: string;
  latitude: number;
  longitude: number;
};

export const DEMO_PLACES: readonly DemoPlace[] = [
  { citySlug: "bengaluru", name: "Koramangala", kind: "locality", latitude: 12.9352, longitude: 77.6245 },
  { citySlug: "bengaluru", name: "Indiranagar", kind: "locality", aliases: "Indira Nagar", latitude: 12.9784, longitude: 77.6408 },
  { citySlug: "bengaluru", name: "Domlur", kind: "locality", latitude: 12.961, longitude: 77.6387 },
  { citySlug: "bengaluru", name: "HSR Layout", kind: "locality", latitude: 12.9116, longitude: 77.6474 },
  { citySlug: "bengaluru", name: "Whitefield", kind: "locality", latitude: 12.9698, longitude: 77.75 },
  {
    citySlug: "bengaluru",
    name: "MG Road Metro Station",
    kind: "metro",
    aliases: "Mahatma Gandhi Road",
    latitude: 12.9756,
    longitude: 77.6066,
  },
  { citySlug: "bengaluru", name: "Electronic City", kind: "tech_park", aliases: "E-City", latitude: 12.8452, longitude: 77.6602 },
  { citySlug: "bengaluru", name: "Manyata Tech Park", kind: "tech_park", latitude: 13.0451, longitude: 77.6266 },
  {
    citySlug: "bengaluru",
    name: "Kempegowda International Airport",
    kind: "airport",
    aliases: "Bengaluru Airport, Bangalore Airport, BLR",
    latitude: 13.1986,
    longitude: 77.7066,
  },

  { citySlug: "delhi", name: "Connaught Place", kind: "locality", aliases: "CP", latitude: 28.6315, longitude: 77.2167 },
  { citySlug: "delhi", name: "Nehru Place", kind: "locality", latitude: 28.5494, longitude: 77.2519 },
  { citySlug: "delhi", name: "Saket", kind: "locality", latitude: 28.5245, longitude: 77.2066 },
  { citySlug: "delhi", name: "Aerocity", kind: "locality", latitude: 28.5494, longitude: 77.121 },
  { citySlug: "delhi", name: "Gurugram", kind: "locality", aliases: "Gurgaon", latitude: 28.4595, longitude: 77.0266 },
  { citySlug: "delhi", name: "Noida", kind: "locality", latitude: 28.5355, longitude: 77.391 },
  { citySlug: "delhi", name: "Rajiv Chowk Metro Station", kind: "metro", latitude: 28.6328, longitude: 77.2197 },
  {
    citySlug: "delhi",
    name: "DLF Cyber City",
    kind: "tech_park",
    aliases: "Cyber Hub, Gurgaon Cyber City",
    latitude: 28.495,
    longitude: 77.0895,
  },
  {
    citySlug: "delhi",
    name: "Indira Gandhi International Airport",
    kind: "airport",
    aliases: "Delhi Airport, DEL",
    latitude: 28.5562,
    longitude: 77.1,
  },

  { citySlug: "mumbai", name: "Bandra Kurla Complex", kind: "locality", aliases: "BKC", latitude: 19.066, longitude: 72.865 },
  { citySlug: "mumbai", name: "Andheri East", kind: "locality", aliases: "Andheri", latitude: 19.1136, longitude: 72.8697 },
  { citySlug: "mumbai", name: "Lower Parel", kind: "locality", latitude: 19.0057, longitude: 72.8302 },
  { citySlug: "mumbai", name: "Powai", kind: "locality", latitude: 19.1176, longitude: 72.906 },
  { citySlug: "mumbai", name: "Nariman Point", kind: "locality", latitude: 18.9256, longitude: 72.8242 },
  { citySlug: "mumbai", name: "Ghatkopar Metro Station", kind: "metro", latitude: 19.0865, longitude: 72.9081 },
  { citySlug: "mumbai", name: "Mindspace Malad", kind: "tech_park", latitude: 19.186, longitude: 72.834 },
  {
    citySlug: "mumbai",
    name: "Chhatrapati Shivaji Maharaj International Airport",
    kind: "airport",
    aliases: "Mumbai Airport, Sahar, BOM",
    latitude: 19.0896,
    longitude: 72.8656,
  },

  { citySlug: "chennai", name: "Anna Salai", kind: "locality", aliases: "Mount Road", latitude: 13.0615, longitude: 80.258 },
  { citySlug: "chennai", name: "Nungambakkam", kind: "locality", latitude: 13.0569, longitude: 80.2425 },
  { citySlug: "chennai", name: "T. Nagar", kind: "locality", aliases: "T Nagar, Thyagaraya Nagar", latitude: 13.0418, longitude: 80.2341 },
  { citySlug: "chennai", name: "Guindy", kind: "locality", latitude: 13.0067, longitude: 80.2206 },
  { citySlug: "chennai", name: "Velachery", kind: "locality", latitude: 12.9815, longitude: 80.218 },
  { citySlug: "chennai", name: "Guindy Metro Station", kind: "metro", latitude: 13.0094, longitude: 80.2133 },
  {
    citySlug: "chennai",
    name: "Tidel Park",
    kind: "tech_park",
    aliases: "OMR, Old Mahabalipuram Road",
    latitude: 12.9894,
    longitude: 80.2486,
  },
  {
    citySlug: "chennai",
    name: "Chennai International Airport",
    kind: "airport",
    aliases: "Madras Airport, Meenambakkam, MAA",
    latitude: 12.9941,
    longitude: 80.1709,
  },

  { citySlug: "hyderabad", name: "Banjara Hills", kind: "locality", latitude: 17.4126, longitude: 78.4482 },
  { citySlug: "hyderabad", name: "Begumpet", kind: "locality", latitude: 17.4447, longitude: 78.4664 },
  { citySlug: "hyderabad", name: "Somajiguda", kind: "locality", latitude: 17.4239, longitude: 78.4583 },
  { citySlug: "hyderabad", name: "Abids", kind: "locality", latitude: 17.3916, longitude: 78.4764 },
  { citySlug: "hyderabad", name: "Gachibowli", kind: "locality", latitude: 17.4401, longitude: 78.3489 },
  { citySlug: "hyderabad", name: "Secunderabad", kind: "locality", latitude: 17.4399, longitude: 78.4983 },
  { citySlug: "hyderabad", name: "Ameerpet Metro Station", kind: "metro", latitude: 17.4375, longitude: 78.4483 },
  {
    citySlug: "hyderabad",
    name: "HITEC City",
    kind: "tech_park",
    aliases: "Hitech City, Cyberabad",
    latitude: 17.4435,
    longitude: 78.3772,
  },
  {
    citySlug: "hyderabad",
    name: "Rajiv Gandhi International Airport",
    kind: "airport",
    aliases: "Hyderabad Airport, Shamshabad, HYD",
    latitude: 17.2403,
    longitude: 78.4294,
  },

  { citySlug: "pune", name: "Koregaon Park", kind: "locality", latitude: 18.5362, longitude: 73.894 },
  { citySlug: "pune", name: "Shivajinagar", kind: "locality", aliases: "Shivaji Nagar", latitude: 18.5308, longitude: 73.8475 },
  { citySlug: "pune", name: "Kalyani Nagar", kind: "locality", latitude: 18.5463, longitude: 73.9033 },
  { citySlug: "pune", name: "Viman Nagar", kind: "locality", latitude: 18.5679, longitude: 73.9143 },
  { citySlug: "pune", name: "Baner", kind: "locality", latitude: 18.559, longitude: 73.7868 },
  { citySlug: "pune", name: "Civil Court Metro Station", kind: "metro", latitude: 18.5284, longitude: 73.8559 },
  {
    citySlug: "pune",
    name: "Hinjewadi IT Park",
    kind: "tech_park",
    aliases: "Hinjawadi, Rajiv Gandhi Infotech Park",
    latitude: 18.5913,
    longitude: 73.7389,
  },
  {
    citySlug: "pune",
    name: "Pune International Airport",
    kind: "airport",
    aliases: "Lohegaon, PNQ",
    latitude: 18.5822,
    longitude: 73.9197,
  },
];
