// The whole product's tables. Money is integer paise; times of day are half-hour slot
// indices 0-47 (DECISIONS.md section 2); dates are IST calendar dates (YYYY-MM-DD).
import { sql } from "drizzle-orm";
import {
  customType,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  doublePrecision,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const cities = pgTable("cities", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  label: text("label").notNull(),
  state: text("state").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  /** Open for bookings; a city that is not live shows 'Launching Soon' (001 spec section 2). */
  live: boolean("live").notNull().default(true),
  sortOrder: smallint("sort_order").notNull().default(0),
  imageFile: text("image_file"),
});

/** One opening window of a centre: days are 0 (Sunday) to 6; open/close are slot indices. */
export type BusinessHours = { days: number[]; open: number; close: number }[];

export const centres = pgTable(
  "centres",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    citySlug: text("city_slug")
      .notNull()
      .references(() => cities.slug),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    businessHours: jsonb("business_hours").$type<BusinessHours>().notNull(),
    notice: text("notice"),
    gstin: text("gstin"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("centres_city_idx").on(t.citySlug),
    // The map's "Search this area" (a latitude range, then longitude).
    index("centres_position_idx").on(t.latitude, t.longitude),
  ],
);

/**
 * Places people search by that are not centres: localities, metro stations, tech parks and
 * airports, with their coordinates (decision 0030). `aliases` holds other spellings and short
 * names ("Gurgaon", "BKC"), comma-separated, matched as the name is.
 */
export const places = pgTable(
  "places",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    citySlug: text("city_slug")
      .notNull()
      .references(() => cities.slug),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["locality", "metro", "tech_park", "airport"] }).notNull(),
    aliases: text("aliases").notNull().default(""),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("places_city_name_idx").on(t.citySlug, t.name)],
);

/** A full-text document (PostgreSQL's tsvector); written by the database, read only through SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What the search matches (decision 0030, "Speed"): one row per name or alias of a place,
 * centre or room, normalised (lowercase, single spaces), with the full-text words of the
 * thing on its name's row. Kept in step with places, centres and rooms by triggers
 * (migration 0015), so every write, the console's included, updates it in the same
 * transaction. Cities and product types are a handful of rows and are matched directly.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    term: text("term").notNull(),
    kind: text("kind", { enum: ["place", "centre", "room"] }).notNull(),
    refId: integer("ref_id").notNull(),
    /** The name's row: its words (and, for centres, the address's and the city's); null on alias rows. */
    words: tsvector("words"),
  },
  (t) => [
    // No key with the kind in it: a btree over the kind would tempt the planner to read every
    // room's row rather than the kind's trigram index. The triggers keep the rows unique.
    index("search_documents_term_idx").on(t.term),
    index("search_documents_ref_idx").on(t.refId),
    // One trigram index per kind: a query for rooms reads only the rooms' terms. No pending list
    // (fastupdate): every search would read the unsorted list of recent rows whole; writes are rare.
    index("search_documents_place_trgm_idx")
      .using("gin", sql`${t.term} gin_trgm_ops`)
      .where(sql`kind = 'place'`)
      .with({ fastupdate: false }),
    index("search_documents_centre_trgm_idx")
      .using("gin", sql`${t.term} gin_trgm_ops`)
      .where(sql`kind = 'centre'`)
      .with({ fastupdate: false }),
    index("search_documents_room_trgm_idx")
      .using("gin", sql`${t.term} gin_trgm_ops`)
      .where(sql`kind = 'room'`)
      .with({ fastupdate: false }),
    index("search_documents_words_idx").using("gin", t.words).with({ fastupdate: false }),
  ],
);

export const productTypes = pgTable("product_types", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  sortOrder: smallint("sort_order").notNull().default(0),
});

export const amenities = pgTable("amenities", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  icon: text("icon").notNull(),
});

/** "Best suited for" categories; ids 1-5 are the spec's roomType values. */
export const suitedCategories = pgTable("suited_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const rooms = pgTable(
  "rooms",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    seoId: text("seo_id").notNull().unique(),
    inventoryId: text("inventory_id").notNull().unique(),
    centreId: integer("centre_id")
      .notNull()
      .references(() => centres.id),
    productTypeId: smallint("product_type_id")
      .notNull()
      .references(() => productTypes.id),
    name: text("name").notNull(),
    floor: text("floor").notNull(),
    capacity: integer("capacity").notNull(),
    /** Per hour for timed rooms (1, 2, 12, 9, 10), per day for passes and virtual office. */
    costPaise: integer("cost_paise").notNull(),
    /** The struck-out price, when a lower price applies. */
    originalCostPaise: integer("original_cost_paise"),
    /** Monthly price factor for virtual offices, in basis points (10000 = 1). */
    monthFactorBp: integer("month_factor_bp").notNull().default(10000),
    description: text("description").notNull(),
    inclusions: text("inclusions"),
    startTime: smallint("start_time").notNull().default(16),
    endTime: smallint("end_time").notNull().default(40),
    slotDuration: smallint("slot_duration").notNull().default(60),
    /** Passes on sale per day (pass types); null for timed rooms. */
    passCapacity: integer("pass_capacity"),
    isBookable: boolean("is_bookable").notNull().default(true),
    isMrb: boolean("is_mrb").notNull().default(true),
    hasFnb: boolean("has_fnb").notNull().default(false),
    promoCode: text("promo_code"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("rooms_centre_idx").on(t.centreId),
    index("rooms_type_idx").on(t.productTypeId, t.isActive),
    check("rooms_hours_check", sql`${t.startTime} >= 0 and ${t.endTime} <= 48 and ${t.startTime} < ${t.endTime}`),
    check("rooms_cost_check", sql`${t.costPaise} >= 0`),
  ],
);

export const roomImages = pgTable(
  "room_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull().unique(),
    position: smallint("position").notNull().default(0),
    alt: text("alt").notNull(),
  },
  (t) => [index("room_images_room_idx").on(t.roomId, t.position)],
);

export const roomAmenities = pgTable(
  "room_amenities",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    amenityId: integer("amenity_id")
      .notNull()
      .references(() => amenities.id),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.amenityId] })],
);

export const roomSuitedCategories = pgTable(
  "room_suited_categories",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => suitedCategories.id),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.categoryId] }), index("room_suited_category_idx").on(t.categoryId)],
);

/** The variants a pass product sells (single day, bulk...). */
export const passOptions = pgTable("pass_options", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  roomId: integer("room_id")
    .notNull()
    .references(() => rooms.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  displayName: text("display_name").notNull(),
  days: smallint("days").notNull().default(1),
  /** The option's saving in percent: shown as "Save N%" and taken off the price (0: none). */
  discountPercent: smallint("discount_percent").notNull().default(0),
});

export const fnbCategories = pgTable("fnb_categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  imageFile: text("image_file"),
  availableFrom: smallint("available_from").notNull().default(0),
  availableTo: smallint("available_to").notNull().default(47),
  /** Minimum minutes between booking and meeting start (High Tea 60, Work Lunch 1440). */
  noticeMinutes: integer("notice_minutes").notNull().default(0),
  sortOrder: smallint("sort_order").notNull().default(0),
});

export const foodOptions = pgTable(
  "food_options",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => fnbCategories.id),
    /** Null: offered at every centre with F&B. */
    centreId: integer("centre_id").references(() => centres.id),
    name: text("name").notNull(),
    description: text("description").notNull(),
    shortDescription: text("short_description").notNull(),
    pricePaise: integer("price_paise").notNull(),
    imageFile: text("image_file"),
    /** The picture's alt text (the console asks for it with every upload). */
    imageAlt: text("image_alt"),
    type: text("type", { enum: ["veg", "non-veg"] }).notNull(),
    /** Serves per unit: 4 for a package, 1 otherwise (spec 000 section 9). */
    serves: smallint("serves").notNull().default(1),
    availableFrom: smallint("available_from").notNull().default(0),
    availableTo: smallint("available_to").notNull().default(47),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("food_options_category_idx").on(t.categoryId)],
);

export const foodSubOptions = pgTable("food_sub_options", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  foodOptionId: integer("food_option_id")
    .notNull()
    .references(() => foodOptions.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  description: text("description").notNull(),
  imageFile: text("image_file"),
  availableFrom: smallint("available_from").notNull().default(0),
  availableTo: smallint("available_to").notNull().default(47),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email"),
    phone: text("phone"),
    countryCode: text("country_code").notNull().default("+91"),
    name: text("name").notNull().default(""),
    passwordHash: text("password_hash"),
    emailVerified: boolean("email_verified").notNull().default(false),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    dateOfBirth: date("date_of_birth"),
    photoFile: text("photo_file"),
    company: text("company"),
    address1: text("address_1"),
    address2: text("address_2"),
    address3: text("address_3"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    pincode: text("pincode"),
    pan: text("pan"),
    gstin: text("gstin"),
    googleSub: text("google_sub").unique(),
    facebookId: text("facebook_id").unique(),
    linkedinSub: text("linkedin_sub").unique(),
    /** What the sign-up form sent: the centre it came from and a referral code, if any. */
    signupCentreId: integer("signup_centre_id"),
    referralCode: text("referral_code"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`), uniqueIndex("users_phone_unique").on(t.countryCode, t.phone)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const otps = pgTable(
  "otps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** webhook: a lead forwarded to the CRM (`to` names the target, `text` is the JSON body). */
    channel: text("channel", { enum: ["email", "sms", "webhook"] }).notNull(),
    identifier: text("identifier").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otps_identifier_idx").on(t.identifier, t.purpose, t.createdAt)],
);

/**
 * When OTPs were sent to an identifier within the last hour: one row per identifier, changed
 * only by a conditional upsert, so the resend spacing and the hourly cap hold across instances.
 */
export const otpSendLimits = pgTable("otp_send_limits", {
  identifier: text("identifier").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).array().notNull(),
});

/**
 * Wrong passwords per login identifier in the current window (from any address). Past the
 * ceiling the login asks for a harder human check; it never refuses the right password.
 */
export const loginFailures = pgTable("login_failures", {
  identifier: text("identifier").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const vouchers = pgTable("vouchers", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique(),
  description: text("description").notNull(),
  kind: text("kind", { enum: ["percent", "flat"] }).notNull(),
  /** Percent (0-100) for percent vouchers, paise for flat ones. */
  value: integer("value").notNull(),
  maxDiscountPaise: integer("max_discount_paise"),
  productTypeIds: smallint("product_type_ids").array().notNull(),
  centreId: integer("centre_id").references(() => centres.id),
  roomId: integer("room_id").references(() => rooms.id),
  validFrom: date("valid_from").notNull(),
  validTo: date("valid_to").notNull(),
  minAmountPaise: integer("min_amount_paise").notNull().default(0),
  perUserLimit: integer("per_user_limit"),
  totalLimit: integer("total_limit"),
  /** Listed by the coupons call; otherwise only usable by typing the code. */
  isListed: boolean("is_listed").notNull().default(true),
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps,
});

/** Numbers GST invoices without gaps or repeats across instances (invoice.ts formats them). */
export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 1, increment: 1 });

export const bookingStatus = pgEnum("booking_status", ["pending_payment", "confirmed", "payment_failed", "expired", "cancelled"]);

export const bookings = pgTable(
  "bookings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    code: text("code").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id),
    status: bookingStatus("status").notNull().default("pending_payment"),
    date: date("date").notNull(),
    endDate: date("end_date"),
    startSlot: smallint("start_slot"),
    endSlot: smallint("end_slot"),
    /** Passes for pass types, days for virtual office, 1 otherwise. */
    quantity: integer("quantity").notNull().default(1),
    /** The pass option a pass booking bought (a pack); null for other kinds and for bookings made without one. */
    passOptionId: integer("pass_option_id").references(() => passOptions.id, { onDelete: "set null" }),
    /** The option's name as the room page showed it when booked ("5 Day Pass Pack"); kept if the option is renamed or removed. */
    passOptionName: text("pass_option_name"),
    /** That option's days per pass (5 for a 5-day pack); null with no option. */
    passOptionDays: smallint("pass_option_days"),
    seats: integer("seats").notNull().default(1),
    roomAmountPaise: integer("room_amount_paise").notNull(),
    originalRoomAmountPaise: integer("original_room_amount_paise").notNull(),
    addOnsAmountPaise: integer("add_ons_amount_paise").notNull().default(0),
    discountPaise: integer("discount_paise").notNull().default(0),
    cgstPaise: integer("cgst_paise").notNull().default(0),
    sgstPaise: integer("sgst_paise").notNull().default(0),
    igstPaise: integer("igst_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    notes: text("notes").notNull().default(""),
    billingDetails: jsonb("billing_details").$type<Record<string, string>>(),
    /** The campaign (utm_* parameters) of the visit that made the booking, from the `utm` cookie. */
    utm: jsonb("utm").$type<Record<string, string>>(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** The payment provider that made the order: razorpay or test. */
    paymentGateway: text("payment_gateway"),
    paymentOrderId: text("payment_order_id").unique(),
    paymentId: text("payment_id"),
    /** The last failed payment attempt; a lapsed hold with one becomes payment_failed. */
    paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
    paymentError: text("payment_error"),
    refundRequired: boolean("refund_required").notNull().default(false),
    invoiceNumber: text("invoice_number").unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When a confirmed booking was cancelled (by its customer, issue 16). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The calendar invite's SEQUENCE: 0 as confirmed, one more on each move or transfer (RFC 5545 updates). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("bookings_user_idx").on(t.userId, t.date),
    index("bookings_status_hold_idx").on(t.status, t.holdExpiresAt),
    check("bookings_amounts_check", sql`${t.totalPaise} >= 0 and ${t.discountPaise} >= 0`),
  ],
);

/**
 * No double booking (DECISIONS.md section 5): a timed booking owns one row per half-hour
 * slot, and the primary key refuses a second owner whatever the concurrency.
 * Rows of lapsed or failed bookings are deleted, which frees the slots.
 */
export const slotHolds = pgTable(
  "slot_holds",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id),
    date: date("date").notNull(),
    slot: smallint("slot").notNull(),
    /** The booking that holds the slot; null when an operator's block holds it. */
    bookingId: bigint("booking_id", { mode: "number" }).references(() => bookings.id, { onDelete: "cascade" }),
    /** The operator's block that holds the slot (decision 0034); deleting the block frees it. */
    blockId: bigint("block_id", { mode: "number" }).references(() => slotBlocks.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.date, t.slot] }),
    index("slot_holds_booking_idx").on(t.bookingId),
    index("slot_holds_block_idx").on(t.blockId),
    check("slot_holds_slot_check", sql`${t.slot} >= 0 and ${t.slot} < 48`),
    check("slot_holds_owner_check", sql`(${t.bookingId} is null) <> (${t.blockId} is null)`),
  ],
);

/**
 * Operators' blocks of a room's slots (maintenance, private use; decision 0034). A block owns
 * its half-hours through `slot_holds`, under the primary key that refuses double booking, so a
 * block and a customer can never hold one slot.
 */
export const slotBlocks = pgTable(
  "slot_blocks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id),
    date: date("date").notNull(),
    startSlot: smallint("start_slot").notNull(),
    endSlot: smallint("end_slot").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    operatorId: uuid("operator_id").references(() => operators.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("slot_blocks_room_date_idx").on(t.roomId, t.date),
    check("slot_blocks_slots_check", sql`${t.startSlot} >= 0 and ${t.startSlot} < ${t.endSlot} and ${t.endSlot} <= 48`),
    check("slot_blocks_reason_check", sql`${t.reason} in ('maintenance', 'private_use')`),
  ],
);

/**
 * Passes sold per product and day. The check constraint refuses selling beyond capacity:
 * an `update ... set sold = sold + n` that would exceed it fails atomically.
 */
export const passAllocations = pgTable(
  "pass_allocations",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id),
    date: date("date").notNull(),
    capacity: integer("capacity").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.date] }),
    check("pass_allocations_capacity_check", sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

export const bookingAddOns = pgTable(
  "booking_add_ons",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    foodOptionId: integer("food_option_id")
      .notNull()
      .references(() => foodOptions.id),
    subOptionId: integer("sub_option_id").references(() => foodSubOptions.id),
    name: text("name").notNull(),
    category: text("category").notNull(),
    type: text("type").notNull(),
    qty: integer("qty").notNull(),
    serves: smallint("serves").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
  },
  (t) => [index("booking_add_ons_booking_idx").on(t.bookingId)],
);

export const bookingGuests = pgTable(
  "booking_guests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The guest's chosen add-on (food option id), set through the guest link. */
    preferenceFoodOptionId: integer("preference_food_option_id").references(() => foodOptions.id),
    comment: text("comment"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("booking_guests_unique").on(t.bookingId, sql`lower(${t.email})`)],
);

export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.bookingId] }), index("voucher_redemptions_user_idx").on(t.voucherId, t.userId)],
);

/**
 * The cancellation and change policy of each product type (issue 16, decision 0028): the
 * booking terms' defaults are seeded by migration 0010; an operator changes a row (SQL or
 * `npm run policy`) until the console edits them. The rule that reads it is
 * `decideCancellation` in packages/domain.
 */
export const cancellationPolicies = pgTable("cancellation_policies", {
  productTypeId: smallint("product_type_id")
    .primaryKey()
    .references(() => productTypes.id),
  /** The customer cancellation window, longest notice first: [{noticeMinutes, refundPercent}]; [] = no cancellation. */
  refundTiers: jsonb("refund_tiers").$type<{ noticeMinutes: number; refundPercent: number }[]>().notNull().default([]),
  /** After the window the customer may still cancel, refunded nothing (events: the deposit is forfeited). */
  forfeitAfterWindow: boolean("forfeit_after_window").notNull().default(false),
  /** Day passes: transfer to another date with this much notice; null = no transfer. */
  transferNoticeMinutes: integer("transfer_notice_minutes"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Changes of a confirmed booking after it was paid (issue 16, decision 0028): a reschedule to
 * another slot range (any length) or new F&B add-ons. `difference_*` is what the change adds to
 * the supply (negative: what it takes away), GST split like the invoice. A change that costs
 * more waits in `pending_payment` with its own payment order (the booking keeps its old place;
 * the new slots are held by the booking until `hold_expires_at`), is `applied` when the payment
 * is captured, or `lapsed` (the new slots given back, the booking unchanged). A change that costs
 * the same or less is `applied` at once (its refund, if any, is a `change` refund). One pending
 * change per booking.
 */
export const bookingChanges = pgTable(
  "booking_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["reschedule", "add_ons"] }).notNull(),
    status: text("status", { enum: ["pending_payment", "applied", "lapsed"] }).notNull(),
    /** Where the booking was and is to be: {date, startSlot, endSlot}; the add-ons before and after. */
    before: jsonb("before").$type<BookingChangeSide>().notNull(),
    after: jsonb("after").$type<BookingChangeSide>().notNull(),
    differenceRoomPaise: integer("difference_room_paise").notNull(),
    differenceAddOnsPaise: integer("difference_add_ons_paise").notNull(),
    differenceDiscountPaise: integer("difference_discount_paise").notNull(),
    differenceCgstPaise: integer("difference_cgst_paise").notNull(),
    differenceSgstPaise: integer("difference_sgst_paise").notNull(),
    differenceIgstPaise: integer("difference_igst_paise").notNull(),
    differenceTotalPaise: integer("difference_total_paise").notNull(),
    paymentGateway: text("payment_gateway"),
    paymentOrderId: text("payment_order_id").unique(),
    paymentId: text("payment_id"),
    /** The tax invoice of the difference charged (the invoice series). */
    invoiceNumber: text("invoice_number").unique(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** A payment captured after the change lapsed (or the booking was cancelled): refunded in full. */
    refundRequired: boolean("refund_required").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    index("booking_changes_booking_idx").on(t.bookingId),
    uniqueIndex("booking_changes_one_pending")
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending_payment'`),
    index("booking_changes_hold_idx").on(t.status, t.holdExpiresAt),
  ],
);

export type BookingChangeSide = {
  date: string;
  startSlot: number | null;
  endSlot: number | null;
  addOns: {
    foodOptionId: number;
    subOptionId: number | null;
    name: string;
    category: string;
    type: string;
    qty: number;
    serves: number;
    unitPricePaise: number;
  }[];
};

/** Numbers GST credit notes in their own series (WB/CN/{financial year}/{n}). */
export const creditNoteNumberSeq = pgSequence("credit_note_number_seq", { startWith: 1, increment: 1 });

export const refundStatus = pgEnum("refund_status", ["requested", "processed", "failed"]);

/**
 * Money going back for a booking. `requested` is written in the transaction that cancels the
 * booking, with its outbox row (channel `refund`) that calls the gateway; the gateway's
 * `refund.processed` webhook (or its answer) makes it `processed`, once. The idempotency key
 * goes to the gateway with every attempt, so a retried call never refunds twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: ["customer_cancellation", "late_payment", "operator", "change"] }).notNull(),
    /** The change whose price difference this refund returns (reason `change`), one refund per change. */
    changeId: bigint("change_id", { mode: "number" }).references(() => bookingChanges.id, { onDelete: "cascade" }),
    status: refundStatus("status").notNull().default("requested"),
    /** Sent as X-Refund-Idempotency: at least 10 characters of letters, digits, - and _. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    percent: smallint("percent").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull().default(0),
    sgstPaise: integer("sgst_paise").notNull().default(0),
    igstPaise: integer("igst_paise").notNull().default(0),
    amountPaise: integer("amount_paise").notNull(),
    gateway: text("gateway").notNull(),
    paymentId: text("payment_id").notNull(),
    gatewayRefundId: text("gateway_refund_id").unique(),
    creditNoteNumber: text("credit_note_number").unique(),
    lastError: text("last_error"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    // One cancellation or late-payment refund per booking and payment (a booking whose change
    // charged a difference has two payments); a change refunds once (decision 0028).
    uniqueIndex("refunds_booking_reason_unique")
      .on(t.bookingId, t.reason, t.paymentId)
      .where(sql`${t.reason} <> 'change'`),
    uniqueIndex("refunds_change_unique").on(t.changeId),
    index("refunds_status_idx").on(t.status),
    check("refunds_amount_check", sql`${t.amountPaise} >= 0 and ${t.percent} between 0 and 100`),
  ],
);

/** A party of a GST document as it was when the document was issued. */
export type DocumentSupplier = {
  name: string;
  centreName: string;
  address: string;
  city: string;
  pincode: string;
  state: string;
  gstin: string | null;
};
export type DocumentRecipient = {
  name: string;
  address: string | null;
  pincode: string | null;
  state: string | null;
  gstin: string | null;
  email: string;
};

/** What every issued GST document says about its issue, its parties and the supply (decision 0046). */
type IssuedDocumentBase = {
  version: 1;
  number: string;
  /** The instant of issue (ISO); its IST day is the document's date. Null only in a copy drawn for a booking confirmed without an invoice number (demo data), never kept. */
  issuedAt: string | null;
  bookingCode: string;
  placeOfSupply: string;
  sacCode: string;
  gstRatePercent: number;
  supplier: DocumentSupplier;
  recipient: DocumentRecipient;
  /** What was supplied, in words, as it stood at issue: "Meeting Room: Board Room, Centre", its date and time. */
  supply: { description: string; date: string; time: string };
};

/** A tax invoice: a booking's, or a change's difference (whose add-on lines may be negative: items taken away). */
export type InvoiceContent = IssuedDocumentBase & {
  kind: "invoice" | "change_invoice";
  roomAmountPaise: number;
  addOns: { name: string; qty: number; unitPricePaise: number }[];
  addOnsAmountPaise: number;
  discountPaise: number;
  voucherCode: string | null;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** A credit note: the invoice it is issued against, why, and the value and tax reversed. */
export type CreditNoteContent = IssuedDocumentBase & {
  kind: "credit_note";
  againstInvoice: { number: string | null; issuedAt: string | null };
  reason: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type IssuedDocumentContent = InvoiceContent | CreditNoteContent;

/**
 * Issued GST documents as issued (decision 0046): a row is written in the transaction that
 * assigns the number, and never changed; every later copy is drawn from `content`. Documents
 * numbered before this table existed have no row and are drawn from the booking as it stands.
 */
export const issuedDocuments = pgTable(
  "issued_documents",
  {
    /** The invoice or credit note number: the two series have their own prefixes, so one key. */
    number: text("number").primaryKey(),
    kind: text("kind", { enum: ["invoice", "change_invoice", "credit_note"] }).notNull(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    changeId: bigint("change_id", { mode: "number" }).references(() => bookingChanges.id, { onDelete: "cascade" }),
    refundId: bigint("refund_id", { mode: "number" }).references(() => refunds.id, { onDelete: "cascade" }),
    content: jsonb("content").$type<IssuedDocumentContent>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("issued_documents_booking_idx").on(t.bookingId)],
);

/** Webhook and callback events already applied, so repeats are skipped. */
/**
 * Provider webhook events. A delivery claims its event id by inserting it (or by taking over a
 * claim whose lease ran out); `claimed_until` null means the event was applied.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  kind: text("kind").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
});

/**
 * Enquiries from /contact-us and event spaces (issue 12, decision 0019). `payload` is the lead
 * as the CRM receives it; `dedupe_hash` (kind, e-mail, phone and content within a 10-minute
 * window) makes a repeated submission one lead, whatever the concurrency.
 */
export const leads = pgTable(
  "leads",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: ["enquiry", "event"] }).notNull(),
    email: text("email"),
    /** E.164, as OTPs and limits store phones. */
    phone: text("phone"),
    city: text("city"),
    /** The room the enquiry is about, when it came from one. */
    roomId: integer("room_id").references(() => rooms.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** The campaign of the visitor's landing URL (the `utm` cookie), {} when none. */
    utm: jsonb("utm").$type<Record<string, string>>().notNull().default({}),
    /** How the sender passed the human check: altcha, recaptcha or form-token (no JavaScript). */
    humanCheck: text("human_check").notNull().default("altcha"),
    dedupeHash: text("dedupe_hash").notNull().unique(),
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("leads_created_idx").on(t.createdAt)],
);

/** E-mail, SMS and CRM forwards waiting to be sent, sent with retries and backoff by the outbox worker. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** webhook: a lead forwarded to the CRM (`to` names the target, `text` is the JSON body). */
    channel: text("channel", { enum: ["email", "sms", "webhook", "refund"] }).notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    /** Makes enqueueing idempotent, e.g. `booking-confirmed:123`. */
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_pending_idx").on(t.status, t.nextAttemptAt)],
);

/**
 * Ids of single-use tokens already spent (human-check passes, solved challenges), so a
 * replay is refused on every instance. Rows past `expires_at` are deleted lazily.
 */
export const usedTokens = pgTable(
  "used_tokens",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_tokens_expires_idx").on(t.expiresAt)],
);

/** Binary columns (bytea) as Node buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Originals of uploaded and demo files (room photos, profile photos), shared by every instance
 * when no S3-compatible store is configured (docs/decisions/0025). The bytes are stored
 * uncompressed out of line (STORAGE EXTERNAL, a custom migration), so reading a slice with
 * substring() fetches only that slice: files are streamed in chunks, never loaded whole.
 */
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const operatorRole = pgEnum("operator_role", ["admin", "centre_manager"]);

/**
 * People who run the business in the operator console (issue 15, decision 0029): an admin sees
 * everything; a centre manager only the centres in `centre_ids`. No relation to customer
 * accounts: a customer's session never opens the console.
 */
export const operators = pgTable(
  "operators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** argon2id (or the demo data's scrypt), as customers' passwords; null until set through the link. */
    passwordHash: text("password_hash"),
    role: operatorRole("role").notNull(),
    centreIds: integer("centre_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("operators_email_unique").on(sql`lower(${t.email})`)],
);

/** Operator sign-ins: 12 hours, apart from customers' sessions (cookie `opToken`). */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_sessions_operator_idx").on(t.operatorId)],
);

/** Every change an operator makes: who, when, what, on which entity, before and after. Read-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: uuid("operator_id").references(() => operators.id, { onDelete: "set null" }),
    /** Kept with the row so the log still says who after an operator is removed. */
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId), index("audit_log_created_idx").on(t.createdAt)],
);
