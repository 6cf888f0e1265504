import { robotsTxt } from "../features/seo/sitemap";
import type { Route } from "./+types/robots[.]txt";

/** /robots.txt: crawl everything public, skip private areas, and find the sitemap (nothing at all on a demo). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl, { demoMode: context.demoMode === true }), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
