import { Link } from "react-router";
import { CITIES } from "@workbay/domain/cities";
import { PRODUCT_TYPE, isProductTypeId, productType } from "@workbay/domain/product-types";
import { roomPath } from "@workbay/domain/room-page";
import { Icon } from "../components/ui/icon";
import { unwrapApiData } from "../shared/api/unwrap-api-data";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { canonicalListingPath } from "@workbay/domain/room-page";
import { centreDirectoryUrl, centreJsonLd } from "@workbay/domain/site-structured-data";
import { addressWithoutCity } from "../shared/rooms/address-without-city";
import { StaticIsland } from "../shared/lazy/static-island";
import type { Route } from "./+types/meeting-room-directory";
import { callEndpoint } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";
import { liveCitySlugs } from "../shared/city/live-cities.server";
import { SESSION_BLIND } from "../shared/security/page-body";

/** Renders the same for every visitor, signed in or not (page-body.ts). */
export const handle = SESSION_BLIND;

/** Meeting rooms first, then the other spaces in the menus' order. */
const TYPE_ORDER: readonly number[] = [
  PRODUCT_TYPE.meetingRoom,
  PRODUCT_TYPE.eventSpace,
  PRODUCT_TYPE.privateStudio,
  PRODUCT_TYPE.flexibleDesk,
  PRODUCT_TYPE.popUp,
  PRODUCT_TYPE.dayPass,
  PRODUCT_TYPE.executiveDayPass,
  PRODUCT_TYPE.travelPass,
  PRODUCT_TYPE.virtualOffice,
];

/** "Meeting Room · 8 seats"; the type alone where seats mean nothing; nothing when the name says it all. */
function spaceMeta(space: { name: string; space_type: number; space_type_name: string; capacity: number }): string {
  const timed =
    isProductTypeId(space.space_type) && productType(space.space_type).kind === "timed" && space.space_type !== PRODUCT_TYPE.popUp;
  if (timed) return `${space.space_type_name} · ${space.capacity} ${space.capacity === 1 ? "seat" : "seats"}`;
  return space.name === space.space_type_name ? "" : space.space_type_name;
}

/** /meeting-room-directory: every centre of every city with its spaces, one API call per city. */
export async function loader({ context }: Route.LoaderArgs) {
  const live = await liveCitySlugs(context.api);
  const shown = CITIES.filter((city) => live.has(city.slug));
  const answers = await Promise.all(
    shown.map((city) => callEndpoint(context.api, endpoints.rooms.citySpaces, { params: { city: city.slug } })),
  );
  const cities = shown.map((city, i) => {
    const centres = unwrapApiData(answers[i]!);
    return {
      slug: city.slug,
      name: city.name,
      centres: centres
        .map((centre) => ({
          id: centre.id,
          name: centre.name,
          address: addressWithoutCity(centre.address, city.slug),
          phone: centre.phone,
          latitude: centre.latitude,
          longitude: centre.longitude,
          spaces: [...centre.spaces]
            .sort((a, b) => TYPE_ORDER.indexOf(a.space_type) - TYPE_ORDER.indexOf(b.space_type) || a.name.localeCompare(b.name))
            .map((space) => ({
              id: space.id,
              name: space.name,
              href: roomPath(city.slug, space.seo_id),
              meta: spaceMeta(space),
            })),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
  return { cities, publicUrl: context.publicUrl, canonicalUrl: `${context.publicUrl}/meeting-room-directory` };
}

/**
 * Every centre the page lists as a LocalBusiness, as the page shows it (name, address, phone),
 * with its position; each known by its entry here, as a room's Offer names it (decision 0053).
 */
function directoryJsonLd(loaderData: Route.ComponentProps["loaderData"]) {
  return {
    "@context": "https://schema.org",
    "@graph": loaderData.cities.flatMap((city) =>
      city.centres.map((centre) =>
        centreJsonLd({
          url: centreDirectoryUrl(loaderData.publicUrl, centre.id),
          name: centre.name,
          streetAddress: centre.address,
          locality: city.name,
          latitude: centre.latitude,
          longitude: centre.longitude,
          telephone: centre.phone,
        }),
      ),
    ),
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  const centres = loaderData.cities.reduce((n, city) => n + city.centres.length, 0);
  return [
    { title: "Meeting Room Directory | Workbay" },
    {
      name: "description",
      content: `Every Workbay centre in one list: ${centres} centres in Bengaluru, Delhi NCR, Mumbai, Chennai, Hyderabad and Pune, with addresses, phone numbers and room links.`,
    },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    { "script:ld+json": directoryJsonLd(loaderData) },
  ];
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export default function MeetingRoomDirectory({ loaderData }: Route.ComponentProps) {
  const { cities } = loaderData;
  return (
    <>
      <section className="page-header" aria-labelledby="page-title">
        <div className="container">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <span aria-current="page">Meeting Room Directory</span>
              </li>
            </ol>
          </nav>
          <h1 id="page-title" className="page-header__title">
            Meeting Room Directory
          </h1>
          <p className="page-header__lead">Every centre in our six cities, with its address, phone number and spaces.</p>
          <nav aria-label="Cities in the directory" className="city-switcher">
            <ul className="city-switcher__list">
              {cities.map((city) => (
                <li key={city.slug}>
                  <a href={`#${city.slug}`} className="city-switcher__link">
                    {city.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="container directory">
        {cities.map((city) => (
          // Markup and links only: kept as the server sent it, not hydrated (StaticIsland).
          <StaticIsland
            as="section"
            key={city.slug}
            id={city.slug}
            className="directory__city"
            aria-labelledby={`directory-${city.slug}`}
            deps={[city]}
          >
            <header className="directory__city-header">
              <h2 id={`directory-${city.slug}`} className="directory__city-name">
                {city.name}
              </h2>
              <Link to={canonicalListingPath(1, city.slug)} className="text-link">
                Meeting rooms in {city.name}
                <Icon name="arrow-right" size={16} />
              </Link>
            </header>
            <ul className="directory__centres">
              {city.centres.map((centre) => (
                <li key={centre.id} id={`centre-${centre.id}`} className="directory-centre">
                  <h3 className="directory-centre__name">{centre.name}</h3>
                  <address className="directory-centre__contact">
                    <span className="directory-centre__line">
                      <Icon name="map-pin" size={16} />
                      {centre.address}
                    </span>
                    <a href={telHref(centre.phone)} className="directory-centre__line directory-centre__phone">
                      <Icon name="phone" size={16} />
                      {centre.phone}
                    </a>
                  </address>
                  <ul className="directory-centre__spaces" aria-label={`Spaces at ${centre.name}`}>
                    {centre.spaces.map((space) => (
                      <li key={space.id}>
                        <Link to={space.href} className="directory-space">
                          <span className="directory-space__name">{space.name}</span>
                          {space.meta ? <span className="directory-space__meta">{space.meta}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </StaticIsland>
        ))}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
