import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { CITY_SLUGS } from "@workbay/domain/cities";

export default [
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // LinkedIn's return address, opened in a popup: no site header around it.
  route("linkedin", "routes/linkedin.tsx"),
  // The operator console (issue 15, decision 0029): its own frame, never indexed, not in the sitemap.
  layout("routes/backoffice/layout.tsx", [
    route("backoffice", "routes/backoffice/today.tsx"),
    route("backoffice/login", "routes/backoffice/login.tsx"),
    route("backoffice/logout", "routes/backoffice/logout.tsx"),
    route("backoffice/set-password", "routes/backoffice/set-password.tsx"),
    route("backoffice/bookings", "routes/backoffice/bookings.tsx"),
    route("backoffice/bookings/:code", "routes/backoffice/booking.tsx"),
    route("backoffice/leads", "routes/backoffice/leads.tsx"),
    route("backoffice/leads/:id", "routes/backoffice/lead.tsx"),
    route("backoffice/calendar", "routes/backoffice/calendar.tsx"),
    route("backoffice/policies", "routes/backoffice/policies.tsx"),
    route("backoffice/catalogue", "routes/backoffice/catalogue-rooms.tsx"),
    route("backoffice/catalogue/rooms/new", "routes/backoffice/catalogue-room.tsx", { id: "catalogue-room-new" }),
    route("backoffice/catalogue/rooms/:id", "routes/backoffice/catalogue-room.tsx"),
    route("backoffice/catalogue/centres", "routes/backoffice/catalogue-centres.tsx"),
    route("backoffice/catalogue/centres/new", "routes/backoffice/catalogue-centre.tsx", { id: "catalogue-centre-new" }),
    route("backoffice/catalogue/centres/:id", "routes/backoffice/catalogue-centre.tsx"),
    route("backoffice/catalogue/centres/:id/menu", "routes/backoffice/catalogue-menu.tsx"),
    route("backoffice/catalogue/menu-items/:itemId", "routes/backoffice/catalogue-menu-item.tsx"),
    route("backoffice/catalogue/menu-categories", "routes/backoffice/catalogue-menu-categories.tsx"),
    route("backoffice/catalogue/vouchers", "routes/backoffice/catalogue-vouchers.tsx"),
    route("backoffice/catalogue/vouchers/new", "routes/backoffice/catalogue-voucher.tsx", { id: "catalogue-voucher-new" }),
    route("backoffice/catalogue/vouchers/:id", "routes/backoffice/catalogue-voucher.tsx"),
    route("backoffice/operators", "routes/backoffice/operators.tsx"),
    route("backoffice/operators/:id", "routes/backoffice/operator.tsx"),
    route("backoffice/audit", "routes/backoffice/audit.tsx"),
  ]),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // The search's results (/search?q=); the home form's /search?city=&date= is redirected to the city page.
    route("search", "routes/search.tsx"),
    route(":city/meeting-rooms", "routes/city-meeting-rooms.tsx"),
    // /{city}/inventories/id={type}&date={date}: the last segment is read by the page.
    route(":city/inventories/:selector", "routes/city-inventories.tsx"),
    // Listings of the visitor's current city (?city= names another).
    route("meeting-rooms", "routes/city-less-listing.tsx", { id: "meeting-rooms" }),
    route("event-space", "routes/city-less-listing.tsx", { id: "event-space" }),
    route("virtual_office", "routes/city-less-listing.tsx", { id: "virtual-office" }),
    route("meeting-room-directory", "routes/meeting-room-directory.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    // Legal pages and about us, from the Markdown in content/legal (decision 0020).
    route("terms&conditions", "routes/terms.tsx"),
    route("app-privacy-policy", "routes/app-privacy-policy.tsx"),
    route("about-us", "routes/about-us.tsx"),
    // The header's menus as a page: their buttons' destination without JavaScript (decision 0038).
    route("menu", "routes/menu.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("activate-account", "routes/activate-account.tsx"),
    // Sign Out: the menus' post (a visit only shows a Sign Out button).
    route("logout", "routes/logout.tsx"),
    // /day_pass_in_{city} and /studio_pass_in_{city}: a segment cannot be matched in part, so
    // one route per city; any other city falls through to the 404 below.
    ...CITY_SLUGS.map((slug) => route(`day_pass_in_${slug}`, "routes/day-pass.tsx", { id: `day-pass-${slug}` })),
    ...CITY_SLUGS.map((slug) => route(`studio_pass_in_${slug}`, "routes/studio-pass.tsx", { id: `studio-pass-${slug}` })),
    // Account pages (login required). Static segments rank above the dynamic ones below, but
    // they are listed first all the same so a reader need not know the ranking.
    route("account/profile", "routes/account-profile.tsx"),
    route("delete-account", "routes/delete-account.tsx"),
    // Checkout, the payment return and the account's bookings (login required). Static
    // segments rank above the dynamic ':city/:roomSlug' and ':roomSeoId/foodBeverage/:tab'.
    route("checkout", "routes/checkout.tsx"),
    route("checkout/payment", "routes/checkout-payment.tsx"),
    route("account/upcoming-bookings", "routes/account-bookings.tsx", { id: "upcoming-bookings" }),
    route("account/booking-history", "routes/account-bookings.tsx", { id: "booking-history" }),
    route("view-booking/:bookingId", "routes/view-booking.tsx"),
    // /{city}/meeting-rooms-in-{seoId}: a path segment cannot be matched in part, so the
    // route takes any second segment and its loader answers 404 unless it has the prefix.
    // Static segments (meeting-rooms, inventories/...) rank above this dynamic one.
    route(":city/:roomSlug", "routes/room-details.tsx"),
    // The F&B add-on step: /{roomSeoId}/foodBeverage/{tab}?date=&startTime=&endTime=[&token=].
    route(":roomSeoId/foodBeverage/:tab", "routes/food-beverage.tsx"),
    // Everything else is the page-not-found screen, with a real 404 status.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
