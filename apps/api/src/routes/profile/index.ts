import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
import { profileEndpoints } from "@workbay/contracts/endpoints/profile";
import { registerEndpoint } from "../../register-endpoint";

/** The signed-in user's profile and company details (001 spec section 7), and the place lists. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: FastifyRequest): UserRecord => request.user as UserRecord;
  /** After a change the readable profile cookie follows, for the header's name and avatar. */
  const refreshCookie = (request: FastifyRequest, reply: FastifyReply, user: UserRecord) => {
    if (request.auth?.via === "cookie") setProfileCookie(reply, user, request.auth.expiresAt, app.clock(), app.cookiesSecure);
  };

  registerEndpoint(app, profileEndpoints.profile, async (request) => ok([profileRecordOf(me(request))]));

  registerEndpoint(
    app,
    profileEndpoints.setName,
    async (request, reply) => {
      const user = await setName(app.db, me(request), request.body.name, app.clock());
      refreshCookie(request, reply, user);
      return ok([profileRecordOf(user)], "Profile updated successfully.");
    },
    { keepsPages: true },
  );

  registerEndpoint(
    app,
    profileEndpoints.updateProfile,
    async (request, reply) => {
      const user = await updateProfile(app.db, me(request), request.body, app.clock());
      refreshCookie(request, reply, user);
      return ok([profileRecordOf(user)], "Profile updated successfully.");
    },
    { keepsPages: true },
  );

  registerEndpoint(
    app,
    profileEndpoints.profileImage,
    async (request, reply) => {
      const user = await uploadProfileImage(app.db, app, me(request), request.body.attachment, app.clock());
      refreshCookie(request, reply, user);
      return ok({ photo: profileRecordOf(user).photo }, "Profile photo updated.");
    },
    // Base64 of a 2 MB image is about 2.7 MB.
    { bodyLimit: 3 * 1024 * 1024, keepsPages: true },
  );

  registerEndpoint(app, profileEndpoints.companyInfo, async (request) => ok(companyInfoOf(me(request))));

  registerEndpoint(
    app,
    profileEndpoints.saveCompanyInfo,
    async (request, reply) => {
      const user = await saveCompanyInfo(app.db, me(request), request.body, app.clock());
      refreshCookie(request, reply, user);
      return ok(companyInfoOf(user), "Company details saved.");
    },
    { keepsPages: true },
  );

  registerEndpoint(app, profileEndpoints.gstInfo, async (request) => ok(gstInfo(request.query.gst)));

  registerEndpoint(app, profileEndpoints.onboardingStatus, async (request) => ok(onboardingStatus(me(request))));

  registerEndpoint(app, profileEndpoints.deleteAccount, async (request, reply) => {
    await deleteAccount(app.db, app, me(request), app.clock());
    clearSessionCookies(reply, app.cookiesSecure);
    return ok({ done: true }, "Your account has been deleted.");
  });

  const cacheDay = (reply: FastifyReply) => reply.header("cache-control", "public, max-age=86400");

  registerEndpoint(app, profileEndpoints.countries, async (_request, reply) => {
    cacheDay(reply);
    return ok(listCountries());
  });

  registerEndpoint(app, profileEndpoints.states, async (request, reply) => {
    cacheDay(reply);
    return ok(listStates(request.query.country_name));
  });

  registerEndpoint(app, profileEndpoints.cities, async (request, reply) => {
    cacheDay(reply);
    return ok(listCities(request.query.state_name, request.query.country_name));
  });
};
