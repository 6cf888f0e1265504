import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Without JavaScript the home search form lands here and is redirected to the city page.
  route("search", "routes/search.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route(":city/meeting-rooms", "routes/city-meeting-rooms.tsx"),
    // Everything else is the page-not-found screen, with a real 404 status.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
