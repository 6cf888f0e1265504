// Which cities the public pages show (decision 0036): the cities table's live flag.
import { z } from "zod";
import { envelope } from "./envelope";

export const CityStatus = z.object({ slug: z.string(), name: z.string(), live: z.boolean() });
export type CityStatus = z.infer<typeof CityStatus>;
export const CityStatusResponse = envelope(z.array(CityStatus));
export type CityStatusResponse = z.infer<typeof CityStatusResponse>;
