// Which cities are live (decision 0036). The public pages ask on every request, so the answer is
// kept per process until the catalogue changes: an operator's switch (`saveCityLive`, through
// `changeCatalogue`) drops it on this instance at once and on the others by the catalogue event
// (decision 0025), like the room caches beside it.
import type { Database } from "@workbay/db/client";
import { cityFlags } from "@workbay/db/repositories/cities-repository";

export type CityFlag = { slug: string; name: string; live: boolean };

const cached = new WeakMap<Database, Promise<CityFlag[]>>();

/** The cities, each with `live` (shown and bookable): live in the table and active. */
export function cityFlagsCached(db: Database): Promise<CityFlag[]> {
  let flags = cached.get(db);
  if (!flags) {
    flags = cityFlags(db).then((rows) => rows.map((r) => ({ slug: r.slug, name: r.name, live: r.live && r.isActive })));
    cached.set(db, flags);
    flags.catch(() => cached.delete(db));
  }
  return flags;
}

/** Called with every catalogue invalidation (room-catalogue.ts `invalidateCatalogue`). */
export function forgetCityFlags(db: Database): void {
  cached.delete(db);
}
