import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DeleteAccountBody, DoneResponse } from "@workbay/contracts/accounts";
import { ErrorEnvelope } from "@workbay/contracts/envelope";
import {
  CitiesQuery,
  CitiesResponse,
  CompanyInfoBody,
  CompanyInfoResponse,
  CountriesResponse,
  GstInfoQuery,
  GstInfoResponse,
  OnboardingStatusResponse,
  ProfileImageBody,
  ProfileImageResponse,
  ProfileResponse,
  SetNameBody,
  StatesQuery,
  StatesResponse,
  UpdateProfileBody,
} from "@workbay/contracts/profile";
import type { UserRecord } from "@workbay/db/repositories/users-repository";
import { ok } from "../../envelope";
import { listCities, listCountries, listStates } from "../../services/places";
import {
  companyInfoOf,
  deleteAccount,
  gstInfo,
  onboardingStatus,
  profileRecordOf,
  saveCompanyInfo,
  setName,
  updateProfile,
  uploadProfileImage,
} from "../../services/profile";
import { clearSessionCookies, setProfileCookie } from "../../services/sessions";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };

/** The signed-in user's profile and company details (001 spec section 7), and the place lists. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: [app.requireUser] };
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;
  /** After a change the readable profile cookie follows, for the header's name and avatar. */
  const refreshCookie = (request: FastifyRequest, reply: FastifyReply, user: UserRecord) => {
    if (request.auth?.via === "cookie") setProfileCookie(reply, user, request.auth.expiresAt, app.clock(), app.cookiesSecure);
  };

  app.get(
    "/passy/v1/profile",
    {
      schema: {
        tags: ["profile"],
        summary: "The signed-in user's profile record (a one-element list)",
        response: { 200: ProfileResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok([profileRecordOf(me(request))]),
  );

  app.post(
    "/passy/v1/set_name",
    {
      schema: {
        tags: ["profile"],
        summary: "Set the name (after a social sign-in)",
        body: SetNameBody,
        response: { 200: ProfileResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const user = await setName(app.db, me(request), request.body.name, app.clock());
      refreshCookie(request, reply, user);
      return ok([profileRecordOf(user)], "Profile updated successfully.");
    },
  );

  app.post(
    "/passy/v1/update_profile",
    {
      schema: {
        tags: ["profile"],
        summary: "Update name and date of birth (the phone changes through an OTP)",
        body: UpdateProfileBody,
        response: { 200: ProfileResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const user = await updateProfile(app.db, me(request), request.body, app.clock());
      refreshCookie(request, reply, user);
      return ok([profileRecordOf(user)], "Profile updated successfully.");
    },
  );

  app.post(
    "/passy/v1/profile_image",
    {
      // Base64 of a 2 MB image is about 2.7 MB.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags: ["profile"],
        summary: "Upload a profile photo (base64 JPEG, PNG or WebP, at most 2 MB)",
        body: ProfileImageBody,
        response: { 200: ProfileImageResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const user = await uploadProfileImage(app.db, app, me(request), request.body.attachment, app.clock());
      refreshCookie(request, reply, user);
      return ok({ photo: profileRecordOf(user).photo }, "Profile photo updated.");
    },
  );

  app.get(
    "/passy/v1/company_info",
    {
      schema: {
        tags: ["profile"],
        summary: "The signed-in user's company (billing) details",
        response: { 200: CompanyInfoResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(companyInfoOf(me(request))),
  );

  app.post(
    "/passy/v1/company_info",
    {
      schema: {
        tags: ["profile"],
        summary: "Save company details (PAN and GSTIN checked; GSTIN state must be the billing state)",
        body: CompanyInfoBody,
        response: { 200: CompanyInfoResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const user = await saveCompanyInfo(app.db, me(request), request.body, app.clock());
      refreshCookie(request, reply, user);
      return ok(companyInfoOf(user), "Company details saved.");
    },
  );

  app.get(
    "/passy/v1/gst_info",
    {
      schema: {
        tags: ["profile"],
        summary: "The state of a GSTIN (its first two digits) and the PAN inside it",
        querystring: GstInfoQuery,
        response: { 200: GstInfoResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(gstInfo(request.query.gst)),
  );

  app.get(
    "/passy/v1/onboarding_status",
    {
      schema: {
        tags: ["profile"],
        summary: "Which profile steps the signed-in user has completed",
        response: { 200: OnboardingStatusResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ok(onboardingStatus(me(request))),
  );

  app.post(
    "/passy/v1/delete_account",
    {
      schema: {
        tags: ["profile"],
        summary: "Delete the account: personal data erased, bookings kept anonymised, sessions ended",
        body: DeleteAccountBody,
        response: { 200: DoneResponse, ...errors },
      },
      ...signedIn,
    },
    async (request, reply) => {
      await deleteAccount(app.db, app, me(request), app.clock());
      clearSessionCookies(reply, app.cookiesSecure);
      return ok({ done: true }, "Your account has been deleted.");
    },
  );

  const cacheDay = (reply: FastifyReply) => reply.header("cache-control", "public, max-age=86400");

  app.get(
    "/passy/v1/countries",
    { schema: { tags: ["profile"], summary: "Countries with dial codes (India first)", response: { 200: CountriesResponse } } },
    async (_request, reply) => {
      cacheDay(reply);
      return ok(listCountries());
    },
  );

  app.get(
    "/passy/v1/states",
    {
      schema: { tags: ["profile"], summary: "States of a country", querystring: StatesQuery, response: { 200: StatesResponse, ...errors } },
    },
    async (request, reply) => {
      cacheDay(reply);
      return ok(listStates(request.query.country_name));
    },
  );

  app.get(
    "/passy/v1/cities",
    { schema: { tags: ["profile"], summary: "Cities of a state", querystring: CitiesQuery, response: { 200: CitiesResponse, ...errors } } },
    async (request, reply) => {
      cacheDay(reply);
      return ok(listCities(request.query.state_name, request.query.country_name));
    },
  );
};
