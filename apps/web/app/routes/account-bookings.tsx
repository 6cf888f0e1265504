import { data, redirect } from "react-router";
import { BookingCode, BookingNoteBody } from "@workbay/contracts/checkout";
import { unwrapApiData } from "../shared/api/unwrap-api-data";
import { BookingList, type BookingListKind, type NoteActionData } from "../features/bookings/booking-list";
import { errorMeta } from "../features/errors/error-meta";
import { RouteError } from "../features/errors/route-error";
import { requireSession, returnPath, stillSignedIn } from "../shared/session/require-session.server";
import bookingFlowStylesheet from "../styles/booking-flow.css?url";
import bookingsStylesheet from "../styles/bookings.css?url";
import type { Route } from "./+types/account-bookings";
import { callEndpoint, isSuccess } from "@workbay/contracts/endpoint-client";
import { endpoints } from "@workbay/contracts/endpoints/index";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: bookingFlowStylesheet },
  { rel: "stylesheet", href: bookingsStylesheet },
];

const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => PRIVATE;

function listKind(url: URL): BookingListKind {
  return url.pathname.replace(/\/$/, "").endsWith("/booking-history") ? "history" : "upcoming";
}

/** /account/upcoming-bookings and /account/booking-history (login required): bookings grouped by month. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context.api);
  const kind = listKind(url);
  const groups = unwrapApiData(stillSignedIn(request, await callEndpoint(context.api, endpoints.bookings[kind])));
  return data({ kind, groups, csrfToken: session.csrfToken }, { headers: PRIVATE });
}

/** Saves a booking's note (PATCH /passy/v1/booking/{id}); the form carries the session's CSRF token. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const bookingId = BookingCode.safeParse(String(form.get("b_id") ?? ""));
  if (!bookingId.success)
    return data<NoteActionData>({ ok: false, bookingId: null, message: "This booking could not be found." }, { status: 400 });
  const body = BookingNoteBody.safeParse({ notes: String(form.get("notes") ?? "") });
  if (!body.success)
    return data<NoteActionData>(
      { ok: false, bookingId: bookingId.data, message: body.error.issues[0]?.message ?? "Please check the note." },
      { status: 400 },
    );
  const answer = await callEndpoint(context.api, endpoints.bookings.saveNote, {
    params: { bookingId: bookingId.data },
    body: body.data,
    headers: { "x-csrf-token": String(form.get("csrf") ?? "") },
  });
  if (answer.status === 401) throw redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`);
  if (isSuccess(answer)) return data<NoteActionData>({ ok: true, bookingId: bookingId.data, notes: answer.body.data.notes });
  const message = answer.status < 500 ? answer.body.meta.message : "We could not save the note just now. Please try again.";
  return data<NoteActionData>({ ok: false, bookingId: bookingId.data, message }, { status: answer.status < 500 ? answer.status : 502 });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(error);
  const upcoming = loaderData.kind === "upcoming";
  return [
    { title: `${upcoming ? "Upcoming Bookings" : "Booking History"} | Workbay` },
    { name: "description", content: upcoming ? "Your upcoming Workbay bookings, by month." : "Your past Workbay bookings, by month." },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountBookings({ loaderData }: Route.ComponentProps) {
  return <BookingList kind={loaderData.kind} groups={loaderData.groups} csrfToken={loaderData.csrfToken} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
