// The cities and their live flag (decision 0036): what the public pages follow.
import { asc } from "drizzle-orm";
import type { Database } from "../client";
import { cities } from "../schema";

/** Every city row with its live and active flags, in the home page's order. */
export async function cityFlags(db: Database) {
  return db
    .select({ slug: cities.slug, name: cities.name, live: cities.live, isActive: cities.isActive })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.slug));
}
