import { useEffect } from "react";
import { Link, useFetcher, useSearchParams, type MetaDescriptor } from "react-router";
import type { RoomItem } from "@workbay/contracts/rooms";
import { CITIES, DEFAULT_CITY, cityBySlug } from "@workbay/domain/cities";
import { imageUrl } from "@workbay/domain/image-sizes";
import { PRODUCT_TYPE, productType } from "@workbay/domain/product-types";
import { organizationJsonLd } from "@workbay/domain/site-structured-data";
import { Icon, type IconName } from "../components/ui/icon";
import { cityFromQuery } from "../shared/city/current-city";
import { useCurrentCity, useStoredCity } from "../shared/city/use-current-city";
import { cityOfCoordinates, locationFromCookie } from "../shared/city/visitor-location";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { NoticeSnackbar } from "../shared/notices/notice-snackbar";
import { pageNoticeOf } from "../shared/notices/page-notices";
import { PRODUCT_BLURBS } from "../shared/products/product-blurbs";
import { pageHeadTags } from "../shared/seo/page-head";
import { productHref } from "../shared/products/product-href";
import { PRODUCT_ICONS } from "../shared/products/product-icons";
import { PRODUCT_ORDER } from "../shared/products/product-order";
import { RoomCard } from "../shared/rooms/room-card";
import { roomPrice } from "../shared/rooms/room-price";
import { SearchBox } from "../features/search/search-box";
import { SearchForm } from "../features/search/search-form";
import { renderLegalDocument } from "../components/legal/legal-document.server";
import { TermsSlider } from "../features/terms-slider/terms-slider";
import legalStylesheet from "../styles/legal.css?url";
import termsSliderStylesheet from "../styles/terms-slider.css?url";
import { stylesheet } from "../shared/styles/stylesheet";
import { searchWindow } from "../shared/search/parse-search-date";
import type { Route } from "./+types/home";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { cityDefaultDate, cityStatuses, liveSlugsOf } from "../shared/city/live-cities.server";
import { SESSION_BLIND } from "../shared/security/page-body";
import { useInventoryDates } from "../layout/inventory-dates";
import { StaticIsland } from "../shared/lazy/static-island";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

const SHOWCASE_LIMIT = 8;

/** The body of GET /passy/v1/show_case_rooms (ShowcaseRoomsResponse in the contracts). */

/**
 * The home page of the current city (docs/decisions/0007): `?city=` (the page asks for the
 * stored city's rooms with it), else the city of the visitor's location cookie, else Bengaluru.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const now = context.clock();
  const { today, lastDate } = searchWindow(now);
  const location = locationFromCookie(request.headers.get("cookie"));
  const city = cityFromQuery(url.searchParams) ?? (location ? cityOfCoordinates(location) : DEFAULT_CITY);
  // The city cards show the live cities only (decision 0036); the same answer gives the date
  // the search and the showcase start on: today until the city's meeting rooms stop taking
  // same-day bookings, then the next bookable day (decision 0039). The picker still starts today.
  const cities = await cityStatuses(context.api);
  const date = cityDefaultDate(cities, city, PRODUCT_TYPE.meetingRoom, now);
  let showcase: RoomItem[] = [];
  try {
    const result = await callEndpoint(context.api, endpoints.rooms.showcaseRooms, { query: { city, date } });
    if (isSuccess(result)) showcase = result.body.data.slice(0, SHOWCASE_LIMIT);
    else console.error(`show_case_rooms answered ${result.status}`);
  } catch (error) {
    // The showcase is a bonus: the home page still serves its search without it.
    console.error("show_case_rooms failed", error);
  }
  // /?tc=true: the Terms & Conditions slider over the home page (001 spec section 2).
  const terms =
    url.searchParams.get("tc") === "true"
      ? renderLegalDocument("booking-terms", { holdMinutes: context.publicConfig.bookingHoldMinutes, headingOffset: 1 })
      : null;
  const liveCities = [...liveSlugsOf(cities)];
  // One address for search engines whatever the query (?city=, ?tc=true, a campaign's utm_*).
  const canonicalUrl = `${context.publicUrl}/`;
  // Made here so that no code for them reaches the browser (decision 0049).
  const cover = showcase[0]?.url[0];
  const head: MetaDescriptor[] = [
    ...pageHeadTags({
      title: "Workbay — Book meeting rooms, day passes and workspaces in India",
      description:
        "Book meeting rooms by the hour, day passes, virtual offices and event spaces in Bengaluru, Delhi NCR, Mumbai, Chennai, Hyderabad and Pune.",
      canonicalUrl,
      imageUrl: cover ? `${context.publicUrl}${imageUrl(cover, "1200x800")}` : null,
    }),
    { "script:ld+json": organizationJsonLd({ url: canonicalUrl, logoUrl: `${context.publicUrl}/favicon.svg` }) },
  ];
  return { city, date, today, lastDate, showcase, terms, liveCities, head };
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  return loaderData?.head ?? [];
}

const PROMISES: { icon: IconName; title: string; text: string }[] = [
  { icon: "clock", title: "Book in minutes", text: "Pick a date and a slot, pay online and get your confirmation at once." },
  { icon: "receipt", title: "Clear prices", text: "Prices in rupees up front, with GST invoices for every booking." },
  { icon: "coffee", title: "Food and drinks", text: "Add high tea or a working lunch to your meeting in the same booking." },
  { icon: "shield", title: "Professional centres", text: "Staffed receptions, fast Wi-Fi and rooms ready when you arrive." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  // The search and the showcase follow the current city: the address's, else the one kept in
  // session storage, else the server's (location cookie, else Bengaluru). When it is not the
  // one rendered, that city's showcase is loaded. useCurrentCity also detects and stores one.
  const [searchParams] = useSearchParams();
  useCurrentCity();
  const storedCity = useStoredCity();
  const currentCity = cityFromQuery(searchParams) ?? storedCity ?? loaderData.city;
  const cityData = useFetcher<typeof loader>();
  const { load } = cityData;
  useEffect(() => {
    if (currentCity !== loaderData.city) void load(`/?index&city=${currentCity}`);
  }, [currentCity, loaderData.city, load]);
  const shown = currentCity !== loaderData.city && cityData.data?.city === currentCity ? cityData.data : loaderData;
  const { city, date, today, lastDate, showcase } = shown;
  // The product cards' lists that carry a date in their address (the inventories) start on their
  // own type's default date, as the header's Inventories entries do (the site layout's loader).
  const productDate = useInventoryDates(city);
  const productLinks = PRODUCT_ORDER.map((id) => productHref(id, city, productDate(id)));
  const { terms } = loaderData;
  const cityName = cityBySlug(city)?.name ?? city;
  // A redirect here may bring a confirmation (an account deleted).
  const notice = pageNoticeOf(searchParams);

  return (
    <>
      <NoticeSnackbar notice={notice} />
      {terms ? (
        <>
          {/* Only with the slider (/?tc=true): the plain home page's first paint waits for no more CSS. */}
          <link {...stylesheet(legalStylesheet)} />
          <link {...stylesheet(termsSliderStylesheet)} />
          <TermsSlider closeTo="/" terms={terms} />
        </>
      ) : null}
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          <div className="hero__content">
            <p className="hero__eyebrow">Workspaces across India</p>
            <h1 id="hero-title" className="hero__title">
              Book meeting rooms, day passes and workspaces <span className="hero__highlight">by the hour</span>
            </h1>
            <p className="hero__lead">Professional spaces in six cities, with live availability, clear prices and instant confirmation.</p>
            <SearchBox id="home-search" className="search-box--hero" landmarkLabel="Search spaces" labelVisible />
            <p className="hero__or">Or choose a city and a date</p>
            <SearchForm key={currentCity} defaultCity={currentCity} defaultDate={date} minDate={today} maxDate={lastDate} />
            <ul className="hero__facts">
              <li>
                <Icon name="map-pin" size={18} />6 cities
              </li>
              <li>
                <Icon name="building" size={18} />9 kinds of workspace
              </li>
              <li>
                <Icon name="check-circle" size={18} />
                Instant confirmation
              </li>
            </ul>
          </div>
          {showcase[0]?.url[0] ? (
            <StaticIsland className="hero-preview" aria-hidden="true" deps={[showcase[0], cityName]}>
              <HeroPreview room={showcase[0]} cityName={cityName} />
            </StaticIsland>
          ) : null}
        </div>
      </section>

      {/* The static parts are kept as the server sent them, not hydrated (StaticIsland). */}
      <StaticIsland as="section" className="section container" aria-labelledby="cities-title" deps={[loaderData.liveCities]}>
        <header className="section__header">
          <h2 id="cities-title" className="section__title">
            Meeting rooms in your city
          </h2>
          <p className="section__lead">Choose a city to see every room, its price and what is free on your date.</p>
        </header>
        <ul className="city-grid">
          {CITIES.filter((c) => loaderData.liveCities.includes(c.slug)).map((c) => (
            <li key={c.slug}>
              <Link to={`/${c.slug}/meeting-rooms`} className="city-card">
                <img
                  src={imageUrl(`city-${c.slug}.jpg`, "400x260")}
                  srcSet={`${imageUrl(`city-${c.slug}.jpg`, "800x520")} 2x`}
                  width={400}
                  height={260}
                  loading="lazy"
                  decoding="async"
                  alt=""
                  className="city-card__image"
                />
                <span className="city-card__text">
                  <span className="city-card__name">{c.name}</span>
                  <span className="city-card__action">
                    Meeting rooms
                    <Icon name="arrow-right" size={16} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </StaticIsland>

      <StaticIsland as="section" className="section section--tinted" aria-labelledby="products-title" deps={[productLinks.join(" ")]}>
        <div className="container">
          <header className="section__header">
            <h2 id="products-title" className="section__title">
              A space for every way you work
            </h2>
            <p className="section__lead">From a room for an hour to an address for your company.</p>
          </header>
          <ul className="product-grid">
            {PRODUCT_ORDER.map((id, i) => (
              <li key={id}>
                <Link to={productLinks[i]!} className="product-card">
                  <span className="product-card__icon">
                    <Icon name={PRODUCT_ICONS[id]} size={24} />
                  </span>
                  <span className="product-card__name">{productType(id).name}</span>
                  <span className="product-card__text">{PRODUCT_BLURBS[id]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </StaticIsland>

      {showcase.length > 0 ? (
        <section className="section container" aria-labelledby="showcase-title">
          <header className="section__header section__header--row">
            <div>
              <h2 id="showcase-title" className="section__title">
                Popular meeting rooms in {cityName}
              </h2>
              <p className="section__lead">Rooms our members book again and again.</p>
            </div>
            <Link to={`/${city}/meeting-rooms`} className="text-link">
              See all rooms in {cityName}
              <Icon name="arrow-right" size={16} />
            </Link>
          </header>
          <div className="room-grid room-grid--scroll-on-mobile">
            {showcase.map((room) => (
              <RoomCard key={room.id} room={room} date={date} />
            ))}
          </div>
        </section>
      ) : null}

      <StaticIsland as="section" className="section container" aria-labelledby="promises-title" deps={[]}>
        <header className="section__header">
          <h2 id="promises-title" className="section__title">
            Why teams book with Workbay
          </h2>
        </header>
        <ul className="promise-grid">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="promise">
              <span className="promise__icon">
                <Icon name={promise.icon} size={22} />
              </span>
              <h3 className="promise__title">{promise.title}</h3>
              <p className="promise__text">{promise.text}</p>
            </li>
          ))}
        </ul>
      </StaticIsland>
    </>
  );
}

/** A transparent 1x1 GIF: what a hidden picture's source gives, so nothing is downloaded. */
const BLANK_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** A glimpse of a real room beside the search; decorative, as the same room is listed below. */
function HeroPreview({ room, cityName }: { room: RoomItem; cityName: string }) {
  const cover = room.url[0];
  if (!cover) return null;
  const { price, unit } = roomPrice(room);
  return (
    <>
      {/* Shown from 1100 px only (home.css), where it is the largest paint: fetched first there,
          and not at all on narrower screens (the source below gives them an empty image). */}
      <picture>
        <source media="(max-width: 1099px)" srcSet={BLANK_IMAGE} />
        <img
          src={imageUrl(cover, "600x400")}
          srcSet={`${imageUrl(cover, "600x400")} 1x, ${imageUrl(cover, "1200x800")} 2x`}
          width={600}
          height={400}
          alt=""
          fetchPriority="high"
          className="hero-preview__image"
        />
      </picture>
      <div className="hero-preview__card">
        <span className="hero-preview__name">{room.name}</span>
        <span className="hero-preview__meta">
          {room.center_name} · {room.capacity} Seats
        </span>
        <span className="hero-preview__price">
          {price} <span>{unit}</span>
        </span>
      </div>
      <div className="hero-preview__badge">
        <Icon name="star" size={18} />
        Popular in {cityName}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
