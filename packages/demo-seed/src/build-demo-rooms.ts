// Turns the demo centres into a catalogue of bookable products. Pure: no database, no files,
// so the seeder can insert the rows and draw the pictures from the same plan.
import { cityBySlug, type CitySlug } from "@workbay/domain/cities";
import { isWeekdayOnly } from "@workbay/domain/availability";
import { PRODUCT_TYPE, type ProductTypeId } from "@workbay/domain/product-types";
import type { Random } from "./create-random";
import type { DemoAmenityCode } from "./demo-amenities";
import type { DemoCentre } from "./demo-centres";
import type { DemoImageArt } from "./demo-image-art";
import { toKebabCase } from "./to-kebab-case";

export type DemoRoom = {
  centreKey: string;
  seoId: string;
  inventoryId: string;
  productTypeId: ProductTypeId;
  name: string;
  floor: string;
  capacity: number;
  costPaise: number;
  originalCostPaise: number | null;
  monthFactorBp: number;
  description: string;
  inclusions: string | null;
  startTime: number;
  endTime: number;
  slotDuration: number;
  passCapacity: number | null;
  isBookable: boolean;
  isMrb: boolean;
  hasFnb: boolean;
  promoCode: string | null;
  amenityCodes: DemoAmenityCode[];
  categoryIds: number[];
  passOptions: { name: string; displayName: string; days: number; discountPercent: number }[];
  images: { fileName: string; alt: string; art: DemoImageArt }[];
};

const IMAGES_PER_ROOM = 3;

const INVENTORY_PREFIX: Record<CitySlug, string> = {
  bengaluru: "BLR",
  delhi: "DEL",
  mumbai: "BOM",
  chennai: "MAA",
  hyderabad: "HYD",
  pune: "PNQ",
};

/** Centres ask a little more in the costliest cities; the price bands still hold after it. */
const CITY_PRICE_FACTOR: Record<CitySlug, number> = {
  bengaluru: 1.1,
  delhi: 1.1,
  mumbai: 1.2,
  chennai: 1,
  hyderabad: 1,
  pune: 0.95,
};

const ROOM_WORDS = [
  "Aurora",
  "Banyan",
  "Kaveri",
  "Godavari",
  "Saffron",
  "Indigo",
  "Monsoon",
  "Horizon",
  "Summit",
  "Lotus",
  "Peacock",
  "Neem",
  "Tulsi",
  "Jasmine",
  "Sandalwood",
  "Marigold",
  "Narmada",
  "Himalaya",
  "Nilgiri",
  "Sahyadri",
  "Aravalli",
  "Konark",
  "Hampi",
  "Ajanta",
  "Ellora",
  "Deccan",
  "Malabar",
  "Coromandel",
  "Vindhya",
  "Chola",
  "Yamuna",
  "Teesta",
  "Krishna",
  "Gulmohar",
  "Ashoka",
  "Amaltas",
] as const;

const EVENT_NAMES = ["Grand Hall", "Skyline Terrace", "The Amphitheatre", "Atrium Hall", "Sky Deck", "Courtyard Hall"] as const;
const STUDIO_NAMES = ["Podcast Studio", "Photo Studio", "Video Studio"] as const;
const DESK_NAMES = ["Flexible Desk", "Window Desk Zone", "Quiet Desk Zone"] as const;
const POP_UP_NAMES = ["Atrium Pop-up", "Lobby Kiosk", "Street Front Pop-up"] as const;

const VIRTUAL_OFFICE_INCLUSIONS = [
  "Business address\nMail handling\nGST registration support",
  "Business address\nMail and courier handling\nGST registration support\nMeeting room credits: 2 hours a month",
  "Registered office address\nMail handling\nReception to greet your visitors\nGST registration support",
] as const;

/** Every centre gets two of these beyond its meeting rooms, in rotation, so each type shows up 5-6 times. */
const EXTRA_TYPES_ROTATION: readonly ProductTypeId[] = [2, 7, 8, 9, 10, 11, 12, 16];

type Context = {
  random: Random;
  centre: DemoCentre;
  cityName: string;
  locality: string;
  baseFloor: number;
  seoIds: Set<string>;
  counters: { inventory: Map<CitySlug, number>; virtualOffices: number; eventSpaces: number; enquiryEvents: number };
};

type RoomDraft = Omit<DemoRoom, "centreKey" | "seoId" | "inventoryId" | "images" | "startTime" | "endTime"> & {
  /** The words the seo id is made of, before the centre key. */
  seoWords: string;
  startTime?: number;
  endTime?: number;
};

export function buildDemoRooms(centres: readonly DemoCentre[], random: Random): DemoRoom[] {
  const rooms: DemoRoom[] = [];
  const seoIds = new Set<string>();
  const counters = { inventory: new Map<CitySlug, number>(), virtualOffices: 0, eventSpaces: 0, enquiryEvents: 0 };
  centres.forEach((centre, index) => {
    const context: Context = {
      random,
      centre,
      cityName: cityBySlug(centre.citySlug)?.name ?? centre.citySlug,
      locality: centre.address.split(", ").at(-1) ?? centre.name,
      baseFloor: random.int(0, 9),
      seoIds,
      counters,
    };
    const words = random.sample(ROOM_WORDS, 8);
    const meetingRooms = random.int(2, 4);
    for (let i = 0; i < meetingRooms; i++) rooms.push(finish(context, meetingRoom(context, words[i] ?? `Room ${i + 1}`, i)));
    const extras = new Set([EXTRA_TYPES_ROTATION[(2 * index) % 8], EXTRA_TYPES_ROTATION[(2 * index + 1) % 8]]);
    // The spec's high-occupancy day pass notice needs a day pass at the centre that carries it.
    if (centre.notice?.includes("Day passes")) extras.add(7);
    for (const type of extras) if (type !== undefined) rooms.push(finish(context, extraRoom(context, type)));
  });
  return rooms;
}

function finish(context: Context, draft: RoomDraft): DemoRoom {
  const { random, centre, cityName } = context;
  const { seoWords, ...rest } = draft;
  let seoId = toKebabCase(`${seoWords} ${centre.key}`);
  for (let n = 2; context.seoIds.has(seoId); n++) seoId = toKebabCase(`${seoWords} ${n} ${centre.key}`);
  context.seoIds.add(seoId);
  const inventoryNumber = (context.counters.inventory.get(centre.citySlug) ?? 0) + 1;
  context.counters.inventory.set(centre.citySlug, inventoryNumber);
  const seed = random.int(1, 2 ** 31 - 1);
  const alts = [`${draft.name} at ${centre.name}, ${cityName}`, `${draft.name}, another view`, `Breakout area near ${draft.name}`];
  return {
    ...rest,
    startTime: draft.startTime ?? centre.roomHours.start,
    endTime: draft.endTime ?? centre.roomHours.end,
    centreKey: centre.key,
    seoId,
    inventoryId: `INV-${INVENTORY_PREFIX[centre.citySlug]}-${String(inventoryNumber).padStart(4, "0")}`,
    images: Array.from({ length: IMAGES_PER_ROOM }, (_, view) => ({
      fileName: `room-${seoId}-${view + 1}.jpg`,
      alt: alts[view] ?? draft.name,
      art: {
        kind: "room" as const,
        productTypeId: draft.productTypeId,
        view,
        seed: seed + view,
        capacity: draft.capacity,
        title: draft.name,
        subtitle: `${centre.name}, ${cityName}`,
      },
    })),
  };
}

function ordinalFloor(floor: number): string {
  if (floor === 0) return "Ground Floor";
  const suffix = floor % 100 >= 11 && floor % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[floor % 10] ?? "th");
  return `${floor}${suffix} Floor`;
}

/** Rupees to paise after the city factor, rounded to `unit` rupees and kept inside the band. */
function price(context: Context, rupees: number, band: [number, number], unit: number): number {
  const scaled = Math.round((rupees * CITY_PRICE_FACTOR[context.centre.citySlug]) / unit) * unit;
  return Math.min(band[1], Math.max(band[0], scaled)) * 100;
}

/** About one product in five shows a struck-out higher price. */
function struckOutPrice(context: Context, costPaise: number): number | null {
  if (!context.random.chance(0.2)) return null;
  const rupees = costPaise / 100;
  const unit = rupees >= 1000 ? 50 : rupees >= 100 ? 10 : 5;
  const higher = Math.ceil((rupees * (1.15 + context.random.next() * 0.25)) / unit) * unit;
  return Math.max(higher, rupees + unit) * 100;
}

function slotDuration(context: Context, weights: { 30: number; 60: number; 120: number }): number {
  const roll = context.random.next() * (weights[30] + weights[60] + weights[120]);
  if (roll < weights[30]) return 30;
  return roll < weights[30] + weights[60] ? 60 : 120;
}

function meetingRoom(context: Context, word: string, index: number): RoomDraft {
  const { random, centre, locality } = context;
  const capacity = random.pick([4, 4, 5, 6, 6, 8, 8, 10, 12, 14, 16, 20]);
  let name: string;
  let kind: string;
  if (capacity >= 14) [name, kind] = [`${word} Boardroom`, "boardroom"];
  else if (capacity >= 10) [name, kind] = [`${word} Conference Room`, "conference-room"];
  else if (capacity >= 6) [name, kind] = [`${word} Meeting Room`, "meeting-room"];
  else if (index === 0) [name, kind] = [`Team Huddle ${capacity}`, "huddle-room"];
  else [name, kind] = [`${word} Huddle Room`, "huddle-room"];
  const costPaise = price(context, 300 + capacity * 90 + random.int(-100, 300), [400, 2500], 50);
  const floor = ordinalFloor(context.baseFloor + (random.chance(0.3) ? 1 : 0));
  const categoryIds =
    capacity >= 14
      ? [1, ...random.sample([4, 5], random.int(0, 2))]
      : capacity >= 8
        ? [2, ...random.sample([1, 4, 5], random.int(0, 2))]
        : [3, ...random.sample([2], random.int(0, 1))];
  const screen = random.pick(["65-inch display", "projector and screen", "4K conferencing screen"]);
  const purpose = categoryIds.includes(1)
    ? "board reviews and client pitches"
    : categoryIds.includes(3)
      ? "interviews and one-on-ones"
      : "team meetings and workshops";
  const description = random.pick([
    `${name} seats ${capacity} around one table, with natural light and a ${screen} for presentations. It is on the ${floor.toLowerCase()} of ${centre.name}, a short walk from the heart of ${locality}.`,
    `A quiet, well-lit room for ${capacity} people, set up for ${purpose}. Video calls just work: the room has fast Wi-Fi and a ${screen}. Tea and coffee are served on request.`,
    `Built for focused discussions, ${name} has ergonomic chairs, a whiteboard wall and good soundproofing. Our front desk team at ${centre.name} welcomes your guests and sets the room up before you arrive.`,
  ]);
  return {
    seoWords: `${kind} ${word}`,
    productTypeId: 1,
    name,
    floor,
    capacity,
    costPaise,
    originalCostPaise: struckOutPrice(context, costPaise),
    monthFactorBp: 10000,
    description,
    inclusions: null,
    slotDuration: slotDuration(context, { 30: 2, 60: 7, 120: 1 }),
    passCapacity: null,
    isBookable: true,
    isMrb: true,
    hasFnb: random.chance(0.85),
    promoCode: random.chance(0.35) ? "MR30" : null,
    amenityCodes: [
      "wifi",
      "air-conditioning",
      ...random.sample(
        ["projector", "whiteboard", "video-conferencing", "tea-coffee", "power-backup", "lcd-screen", "printer", "parking"] as const,
        random.int(2, 5),
      ),
    ],
    categoryIds,
    passOptions: [],
  };
}

function passOptions(label: string): RoomDraft["passOptions"] {
  return [
    { name: "single", displayName: `Single ${label}`, days: 1, discountPercent: 0 },
    { name: "bulk-5", displayName: `5 ${label} Pack`, days: 5, discountPercent: 10 },
  ];
}

function extraRoom(context: Context, type: ProductTypeId): RoomDraft {
  const { random, centre, cityName, locality } = context;
  const floor = ordinalFloor(context.baseFloor);
  const common = {
    productTypeId: type,
    floor,
    originalCostPaise: null,
    monthFactorBp: 10000,
    inclusions: null,
    slotDuration: 60,
    passCapacity: null,
    isBookable: true,
    isMrb: true,
    hasFnb: false,
    promoCode: null,
    passOptions: [],
  };
  // Passes are sold for 09:00-18:00 (the booking terms), whatever the centre's hours.
  const passHours = isWeekdayOnly(type) ? { startTime: 18, endTime: 36 } : {};
  switch (type) {
    case PRODUCT_TYPE.eventSpace: {
      const capacity = random.pick([50, 60, 80, 100, 120, 150, 200, 250, 300]);
      const name = EVENT_NAMES[context.counters.eventSpaces++ % EVENT_NAMES.length] as string;
      const costPaise = price(context, 3000 + capacity * 35 + random.int(0, 2000), [4000, 15000], 500);
      // Large events need a planner's call: a few event spaces take enquiries instead of bookings.
      const enquiryOnly = context.counters.eventSpaces % 2 === 0 && context.counters.enquiryEvents < 3;
      if (enquiryOnly) context.counters.enquiryEvents++;
      return {
        ...common,
        seoWords: `event-space ${name}`,
        name,
        capacity,
        costPaise,
        originalCostPaise: struckOutPrice(context, costPaise),
        description: random.pick([
          `${name} hosts up to ${capacity} guests theatre-style, with a stage, PA system and stage lighting. It suits product launches, town halls and networking evenings in ${locality}.`,
          `A flexible event floor for ${capacity} people that can be set up theatre, classroom or cocktail style. Our events team handles AV, catering and registrations, so you can focus on your audience.`,
        ]),
        slotDuration: slotDuration(context, { 30: 0, 60: 1, 120: 3 }),
        isMrb: !enquiryOnly,
        hasFnb: random.chance(0.85),
        amenityCodes: [
          "wifi",
          "air-conditioning",
          "power-backup",
          ...random.sample(
            ["projector", "lcd-screen", "parking", "tea-coffee", "video-conferencing", "reception"] as const,
            random.int(1, 4),
          ),
        ],
        categoryIds: random.sample([5, 6, 7, 8, 9], random.int(1, 3)),
      };
    }
    case PRODUCT_TYPE.dayPass: {
      const promoCode = centre.notice?.includes("Day passes") ? "AERO25" : random.pick(["DP25", "DP38", null]);
      return {
        ...common,
        ...passHours,
        seoWords: "day-pass",
        name: "Day Pass",
        capacity: 1,
        costPaise: random.pick([499, 599, 699, 799, 899, 999]) * 100,
        description: `Get a desk for the day at ${centre.name}, from 9 AM to 6 PM, Monday to Friday. The pass includes high-speed Wi-Fi, unlimited tea and coffee and access to the lounge. Walk in with your pass and a photo ID; no desk reservation needed.`,
        passCapacity: random.int(10, 40),
        promoCode,
        amenityCodes: [
          "wifi",
          "tea-coffee",
          ...random.sample(["printer", "phone-booth", "power-backup", "air-conditioning", "reception"] as const, random.int(1, 4)),
        ],
        categoryIds: random.sample([6, 9, 10], random.int(1, 2)),
        passOptions: passOptions("Day Pass"),
      };
    }
    case PRODUCT_TYPE.executiveDayPass:
      return {
        ...common,
        ...passHours,
        seoWords: "executive-day-pass",
        name: "Executive Day Pass",
        capacity: 1,
        costPaise: random.pick([999, 1199, 1299, 1499, 1799]) * 100,
        description: `A dedicated desk in the quiet executive zone of ${centre.name}, with an ergonomic chair and a locker. Includes an hour of meeting room time, printing and unlimited tea and coffee, 9 AM to 6 PM on weekdays.`,
        passCapacity: random.int(10, 25),
        promoCode: random.chance(0.7) ? "EDP30" : null,
        amenityCodes: [
          "wifi",
          "tea-coffee",
          "phone-booth",
          ...random.sample(["printer", "power-backup", "air-conditioning", "reception", "parking"] as const, random.int(1, 4)),
        ],
        categoryIds: random.sample([3, 6, 10], random.int(1, 2)),
        passOptions: passOptions("Executive Day Pass"),
      };
    case PRODUCT_TYPE.travelPass:
      return {
        ...common,
        seoWords: "travel-pass",
        name: "Travel Pass",
        capacity: 1,
        costPaise: random.pick([699, 799, 899, 999, 1199]) * 100,
        description: `Made for people on the move: work from ${centre.name} whenever you are in ${cityName}. Each pass gives a day's access to the open workspace, Wi-Fi and the pantry.`,
        passCapacity: random.int(10, 40),
        amenityCodes: [
          "wifi",
          "tea-coffee",
          ...random.sample(["printer", "phone-booth", "power-backup", "air-conditioning", "reception"] as const, random.int(1, 4)),
        ],
        categoryIds: random.sample([6, 9, 10], random.int(1, 2)),
        passOptions: passOptions("Travel Pass"),
      };
    case PRODUCT_TYPE.virtualOffice: {
      const virtualOffice = context.counters.virtualOffices++;
      const costPaise = random.step(40, 120, 5) * 100;
      return {
        ...common,
        floor: "Ground Floor",
        seoWords: "virtual-office",
        name: costPaise >= 8000 ? "Virtual Office Plus" : "Virtual Office",
        capacity: 1,
        costPaise,
        originalCostPaise: struckOutPrice(context, costPaise),
        // A couple of centres sell months at a discount (the spec's month factor).
        monthFactorBp: virtualOffice === 1 || virtualOffice === 3 ? 9000 : 10000,
        description: `A prestigious business address at ${centre.address}, ${cityName}, for your company registration and correspondence. We receive your mail and couriers, tell you when they arrive and help with the GST registration paperwork.`,
        inclusions: random.pick(VIRTUAL_OFFICE_INCLUSIONS),
        amenityCodes: [
          "reception",
          "printer",
          ...random.sample(["wifi", "parking", "tea-coffee", "phone-booth"] as const, random.int(1, 2)),
        ],
        categoryIds: [6],
      };
    }
    case PRODUCT_TYPE.privateStudio: {
      const name = random.pick(STUDIO_NAMES);
      return {
        ...common,
        seoWords: name,
        name,
        capacity: random.int(2, 6),
        costPaise: price(context, random.step(1500, 3000, 100), [1500, 3000], 100),
        description: `A soundproofed studio for podcasts, interviews and product shoots, with acoustic panels, softbox lighting and a seamless backdrop. Our team helps you set up; equipment hire is available on enquiry.`,
        slotDuration: slotDuration(context, { 30: 0, 60: 1, 120: 1 }),
        // Studios need a technician on site, so they are sold by enquiry.
        isMrb: false,
        amenityCodes: [
          "wifi",
          "air-conditioning",
          "power-backup",
          ...random.sample(["lcd-screen", "parking", "tea-coffee"] as const, random.int(0, 2)),
        ],
        categoryIds: [8, ...random.sample([5], random.int(0, 1))],
      };
    }
    case PRODUCT_TYPE.flexibleDesk: {
      const name = random.pick(DESK_NAMES);
      return {
        ...common,
        seoWords: name,
        name,
        capacity: 1,
        costPaise: price(context, random.step(150, 300, 10), [150, 300], 10),
        description: `Book a desk by the hour in the open workspace at ${centre.name}. Power outlets at every seat, fast Wi-Fi and a bright, buzzing floor make it easy to get work done between meetings.`,
        slotDuration: slotDuration(context, { 30: 1, 60: 2, 120: 0 }),
        amenityCodes: [
          "wifi",
          "tea-coffee",
          ...random.sample(["printer", "phone-booth", "power-backup", "air-conditioning"] as const, random.int(1, 4)),
        ],
        categoryIds: random.sample([3, 9, 10], random.int(1, 2)),
      };
    }
    case PRODUCT_TYPE.popUp: {
      const name = random.pick(POP_UP_NAMES);
      return {
        ...common,
        seoWords: name,
        name,
        capacity: random.step(10, 30, 5),
        costPaise: price(context, random.step(2000, 6000, 250), [2000, 6000], 250),
        description: `A high-footfall spot at ${centre.name} for product sampling, brand activations and pop-up stalls. Power, a kiosk counter and signage space are included.`,
        slotDuration: slotDuration(context, { 30: 0, 60: 1, 120: 2 }),
        amenityCodes: [
          "wifi",
          "power-backup",
          ...random.sample(["parking", "air-conditioning", "reception", "lcd-screen"] as const, random.int(1, 3)),
        ],
        categoryIds: [5, ...random.sample([6, 8], random.int(0, 2))],
      };
    }
    default:
      throw new Error(`no demo recipe for product type ${type}`);
  }
}
