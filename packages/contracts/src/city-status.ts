// Which cities the public pages show (decision 0036): the cities table's live flag; and until
// when each type the city has online can be booked for the same day (decision 0039).
import { z } from "zod";
import { envelope } from "./envelope";

/**
 * A type's same-day deadlines in a city, Sunday (0) to Saturday (6): the IST minutes after
 * midnight from which nothing of the type there can be booked for that same day; null: nothing
 * can be booked that weekday. Pages default to the next bookable date after it.
 */
export const SameDayDeadlines = z.object({
  space_type: z.number().int(),
  weekdays: z.array(z.number().int().nullable()).length(7),
});
export type SameDayDeadlines = z.infer<typeof SameDayDeadlines>;

export const CityStatus = z.object({
  slug: z.string(),
  name: z.string(),
  live: z.boolean(),
  same_day_deadlines: z.array(SameDayDeadlines),
});
export type CityStatus = z.infer<typeof CityStatus>;
export const CityStatusResponse = envelope(z.array(CityStatus));
export type CityStatusResponse = z.infer<typeof CityStatusResponse>;
