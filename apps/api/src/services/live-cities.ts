// Which cities are live (decision 0036), and until when each of their spaces can be booked for
// the same day (decision 0039). The public pages ask on every request, so the answer is kept per
// process until the catalogue changes: an operator's switch (`saveCityLive`, through
// `changeCatalogue`) drops it on this instance at once and on the others by the catalogue event
// (decision 0025), like the room caches beside it.
import type { Database } from "@workbay/db/client";
import { cityFlags } from "@workbay/db/repositories/cities-repository";
import { cityDeadlines } from "./same-day-deadlines";

export type CityFlag = {
  slug: string;
  name: string;
  live: boolean;
  /** Per type the city has online: the IST minute of each weekday from which it takes no same-day booking. */
  same_day_deadlines: { space_type: number; weekdays: (number | null)[] }[];
};

const cached = new WeakMap<Database, Promise<CityFlag[]>>();

/** The cities, each with `live` (shown and bookable): live in the table and active. */
export function cityFlagsCached(db: Database): Promise<CityFlag[]> {
  let flags = cached.get(db);
  if (!flags) {
    flags = cityFlags(db).then((rows) =>
      Promise.all(
        rows.map(async (r) => ({
          slug: r.slug,
          name: r.name,
          live: r.live && r.isActive,
          same_day_deadlines: await cityDeadlines(db, r.slug),
        })),
      ),
    );
    cached.set(db, flags);
    flags.catch(() => cached.delete(db));
  }
  return flags;
}

/** Called with every catalogue invalidation (room-catalogue.ts `invalidateCatalogue`). */
export function forgetCityFlags(db: Database): void {
  cached.delete(db);
}
