import type { RoomSummary } from "@workbay/contracts/rooms";
import { unwrapApiData } from "../shared/api/unwrap-api-data";
import { publicPagePaths, roomPagePaths, sitemapXml } from "../features/seo/sitemap";
import { liveCitySlugs } from "../shared/city/live-cities.server";
import type { Route } from "./+types/sitemap[.]xml";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

const PER_PAGE = 100;
/** A stop for a paging bug; 1,000 pages of 100 is far beyond any catalogue. */
const MAX_PAGES = 1000;

/** /sitemap.xml: every city and listing page, home, and every room page. */
export async function loader({ context }: Route.LoaderArgs) {
  const rooms: RoomSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { rooms: batch, paging } = unwrapApiData(
      await callEndpoint(context.api, endpoints.rooms.allRooms, { query: { page, per_page: PER_PAGE } }),
    );
    rooms.push(...batch);
    if (batch.length === 0 || page >= paging.total_pages) break;
  }
  const live = await liveCitySlugs(context.api);
  const xml = sitemapXml(context.publicUrl, [...publicPagePaths(live), ...roomPagePaths(rooms, live)]);
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
