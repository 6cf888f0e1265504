// Until when each city's spaces can be booked for the same day (decision 0039): worked out from
// the catalogue's hours once, kept per process until the catalogue changes (dropped with the
// other catalogue caches, room-catalogue.ts `invalidateCatalogue`), so a page or a listing
// without a date learns its default date without reading the database.
import type { Database } from "@workbay/db/client";
import { listBookableHours } from "@workbay/db/repositories/rooms-repository";
import { weekDeadlines, type DeadlineItem, type WeekDeadlines } from "@workbay/domain/same-day-deadline";

type BookableHours = DeadlineItem & { citySlug: string };
type Kept = { items: BookableHours[]; weeks: Map<string, WeekDeadlines> };

const cached = new WeakMap<Database, Promise<Kept>>();

function kept(db: Database): Promise<Kept> {
  let value = cached.get(db);
  if (!value) {
    value = listBookableHours(db).then((items) => ({ items, weeks: new Map() }));
    cached.set(db, value);
    value.catch(() => cached.delete(db));
  }
  return value;
}

/** The week's deadlines of the online-bookable spaces of a city and type (either may be left out: all). */
export async function sameDayDeadlines(db: Database, filter: { city?: string; productTypeId?: number }): Promise<WeekDeadlines> {
  const { items, weeks } = await kept(db);
  const key = `${filter.city ?? ""}/${filter.productTypeId ?? ""}`;
  let week = weeks.get(key);
  if (!week) {
    week = weekDeadlines(
      items.filter(
        (item) =>
          (filter.city === undefined || item.citySlug === filter.city) &&
          (filter.productTypeId === undefined || item.productTypeId === filter.productTypeId),
      ),
    );
    weeks.set(key, week);
  }
  return week;
}

/** Each city's deadlines per type it has something bookable of, for the city status answer. */
export async function cityDeadlines(db: Database, city: string): Promise<{ space_type: number; weekdays: (number | null)[] }[]> {
  const { items } = await kept(db);
  const types = [...new Set(items.filter((item) => item.citySlug === city).map((item) => item.productTypeId))].sort((a, b) => a - b);
  return Promise.all(
    types.map(async (type) => ({ space_type: type, weekdays: [...(await sameDayDeadlines(db, { city, productTypeId: type }))] })),
  );
}

/** Called with every catalogue invalidation. */
export function forgetSameDayDeadlines(db: Database): void {
  cached.delete(db);
}
