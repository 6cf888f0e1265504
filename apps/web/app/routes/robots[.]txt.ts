import { robotsTxt } from "../features/seo/sitemap";
import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: crawl everything public, skip private areas, and find the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
