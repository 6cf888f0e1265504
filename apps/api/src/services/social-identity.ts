import { createHmac } from "node:crypto";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { SocialLoginBody, SocialProvider } from "@workbay/contracts/accounts";
import { AppError } from "@workbay/domain/app-error";

// Social sign-in (DECISIONS.md section 6): each provider's real flow, with URLs from
// configuration so tests point them at local stand-ins.

export type SocialIdentity = {
  provider: SocialProvider;
  /** The provider's stable user id. */
  subject: string;
  email?: string;
  /** Whether the provider vouches for the e-mail (only then is it linked to an existing account). */
  emailVerified: boolean;
  name: string;
  picture?: string;
};

export type SocialConfig = {
  google?: { clientId: string; jwksUrl: string; issuer: string };
  facebook?: { appId: string; appSecret: string; graphUrl: string };
  linkedin?: { clientId: string; clientSecret: string; issuer: string };
};

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook", linkedin: "LinkedIn" };

/** The popup's failure text of the spec, for every provider failure. */
export const SOCIAL_LOGIN_FAILED = "Login failed. Please try again.";

function failed(reason: string): AppError {
  return new AppError("unauthorized", SOCIAL_LOGIN_FAILED, { reason });
}

export function notAvailable(provider: SocialProvider): AppError {
  return new AppError("not_found", `Sign-in with ${PROVIDER_NAMES[provider]} is not available.`);
}

type OidcDiscovery = {
  issuer: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
  authorization_endpoint: string;
};

async function getJson<T>(fetchImpl: typeof fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw failed(`${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function identityFromClaims(provider: SocialProvider, claims: JWTPayload & Record<string, unknown>): SocialIdentity {
  if (!claims.sub) throw failed("no subject");
  const email = text(claims.email)?.toLowerCase();
  return {
    provider,
    subject: claims.sub,
    ...(email ? { email } : {}),
    emailVerified: Boolean(email) && (claims.email_verified === true || claims.email_verified === "true"),
    name: text(claims.name) ?? [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" "),
    ...(text(claims.picture) ? { picture: text(claims.picture) } : {}),
  };
}

export type SocialVerifier = {
  configured: () => SocialProvider[];
  /** The public part a browser needs to start each configured provider's flow. */
  publicInfo: () => Promise<{ provider: SocialProvider; client_id: string; authorization_endpoint: string | null }[]>;
  identify: (body: SocialLoginBody, now: Date) => Promise<SocialIdentity>;
};

export function createSocialVerifier(config: SocialConfig, fetchImpl: typeof fetch = fetch): SocialVerifier {
  const googleKeys = config.google ? createRemoteJWKSet(new URL(config.google.jwksUrl)) : undefined;
  let linkedinDiscovery: Promise<OidcDiscovery> | undefined;
  let linkedinKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

  function discoverLinkedin(issuer: string): Promise<OidcDiscovery> {
    linkedinDiscovery ??= getJson<OidcDiscovery>(fetchImpl, `${issuer}/.well-known/openid-configuration`).catch((error: unknown) => {
      linkedinDiscovery = undefined;
      throw error;
    });
    return linkedinDiscovery;
  }

  async function google(idToken: string, now: Date): Promise<SocialIdentity> {
    const google = config.google;
    if (!google || !googleKeys) throw notAvailable("google");
    // Google's ID tokens name either form of its issuer.
    const issuers = [google.issuer, google.issuer.replace(/^https:\/\//, "")];
    try {
      const { payload } = await jwtVerify(idToken, googleKeys, { issuer: issuers, audience: google.clientId, currentDate: now });
      return identityFromClaims("google", payload);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw failed("id token not valid");
    }
  }

  async function facebook(accessToken: string): Promise<SocialIdentity> {
    const facebook = config.facebook;
    if (!facebook) throw notAvailable("facebook");
    const appToken = `${facebook.appId}|${facebook.appSecret}`;
    const debug = await getJson<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>(
      fetchImpl,
      `${facebook.graphUrl}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: appToken })}`,
    );
    // The token must be valid and issued to this app, or another app's token could sign in.
    if (!debug.data?.is_valid || String(debug.data.app_id) !== facebook.appId || !debug.data.user_id)
      throw failed("token not valid for this app");
    const proof = createHmac("sha256", facebook.appSecret).update(accessToken).digest("hex");
    const me = await getJson<{ id?: string; name?: string; email?: string; picture?: { data?: { url?: string } } }>(
      fetchImpl,
      `${facebook.graphUrl}/me?${new URLSearchParams({ fields: "name,email,picture", access_token: accessToken, appsecret_proof: proof })}`,
    );
    if (!me.id || me.id !== String(debug.data.user_id)) throw failed("user does not match the token");
    const email = text(me.email)?.toLowerCase();
    // The Graph API only returns confirmed e-mail addresses.
    return {
      provider: "facebook",
      subject: me.id,
      ...(email ? { email } : {}),
      emailVerified: Boolean(email),
      name: text(me.name) ?? "",
      ...(text(me.picture?.data?.url) ? { picture: me.picture?.data?.url } : {}),
    };
  }

  async function linkedin(code: string, redirectUri: string, now: Date): Promise<SocialIdentity> {
    const linkedin = config.linkedin;
    if (!linkedin) throw notAvailable("linkedin");
    const discovery = await discoverLinkedin(linkedin.issuer);
    const tokens = await getJson<{ access_token?: string; id_token?: string }>(fetchImpl, discovery.token_endpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: linkedin.clientId,
        client_secret: linkedin.clientSecret,
      }).toString(),
    });
    if (!tokens.id_token || !tokens.access_token) throw failed("no id token");
    linkedinKeys ??= createRemoteJWKSet(new URL(discovery.jwks_uri));
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(tokens.id_token, linkedinKeys, {
        issuer: discovery.issuer,
        audience: linkedin.clientId,
        currentDate: now,
      }));
    } catch {
      throw failed("id token not valid");
    }
    let profile: Record<string, unknown> = {};
    if (discovery.userinfo_endpoint) {
      profile = await getJson<Record<string, unknown>>(fetchImpl, discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      if (profile.sub !== undefined && profile.sub !== claims.sub) throw failed("userinfo does not match the id token");
    }
    return identityFromClaims("linkedin", { ...profile, ...claims });
  }

  return {
    configured: () => (["google", "facebook", "linkedin"] as const).filter((p) => config[p] !== undefined),
    async publicInfo() {
      const list: { provider: SocialProvider; client_id: string; authorization_endpoint: string | null }[] = [];
      if (config.google) list.push({ provider: "google", client_id: config.google.clientId, authorization_endpoint: null });
      if (config.facebook) list.push({ provider: "facebook", client_id: config.facebook.appId, authorization_endpoint: null });
      if (config.linkedin) {
        const endpoint = await discoverLinkedin(config.linkedin.issuer)
          .then((d) => d.authorization_endpoint)
          .catch(() => null);
        list.push({ provider: "linkedin", client_id: config.linkedin.clientId, authorization_endpoint: endpoint });
      }
      return list;
    },
    async identify(body, now) {
      if (body.provider === "google") return google(body.id_token, now);
      if (body.provider === "facebook") return facebook(body.access_token);
      return linkedin(body.auth_code, body.redirect_uri, now);
    },
  };
}
