// Social sign-in in the browser (decision 0010 has the server side). Each provider's script is
// loaded only when the server lists the provider as configured, and before the click, so the
// click can open the provider's popup directly (browsers block popups opened later).
import type { SocialLoginData, SocialProvider } from "@workbay/contracts/accounts";
import { apiCall, type ApiAnswer } from "../../shared/session/browser-api";
import { authApi } from "./auth-api";
import {
  LINKEDIN_FAILED,
  LINKEDIN_STATE_KEY,
  linkedinAuthorizationUrl,
  linkedinRedirectUri,
  type LinkedinMessage,
} from "./linkedin-callback";
import { loadScript } from "./load-script";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

export type ProviderInfo = { provider: SocialProvider; client_id: string; authorization_endpoint: string | null };

let providersPromise: Promise<ProviderInfo[]> | null = null;

/** The configured providers (GET auth_providers), asked once per page. */
export function loadAuthProviders(): Promise<ProviderInfo[]> {
  providersPromise ??= apiCall(browserEndpoints.accounts.authProviders).then((answer) => {
    if (!answer.ok || !answer.data) {
      providersPromise = null;
      return [];
    }
    return answer.data.providers;
  });
  return providersPromise;
}

const SCRIPTS = {
  google: "https://accounts.google.com/gsi/client",
  facebook: "https://connect.facebook.net/en_US/sdk.js",
} as const;

type GoogleId = {
  initialize: (options: Record<string, unknown>) => void;
  prompt: (listener?: (notification: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void) => void;
  renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
};
type FacebookSdk = {
  init: (options: Record<string, unknown>) => void;
  login: (callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: Record<string, unknown>) => void;
};

const googleId = () => (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
const facebookSdk = () => (window as unknown as { FB?: FacebookSdk }).FB;

let googleCallback: ((idToken: string) => void) | null = null;
let facebookReady = false;

/** Loads and initialises the configured providers' scripts (called when a dialog opens). */
export async function prepareProviders(providers: ProviderInfo[]): Promise<void> {
  await Promise.all(
    providers.map(async (info) => {
      if (info.provider === "google") {
        await loadScript(SCRIPTS.google);
        googleId()?.initialize({
          client_id: info.client_id,
          callback: (response: { credential?: string }) => {
            if (response.credential) googleCallback?.(response.credential);
          },
          use_fedcm_for_prompt: true,
        });
      } else if (info.provider === "facebook" && !facebookReady) {
        await loadScript(SCRIPTS.facebook);
        facebookSdk()?.init({ appId: info.client_id, version: "v19.0", cookie: false, xfbml: false });
        facebookReady = true;
      }
    }),
  );
}

export type SocialResult = { ok: true; data: SocialLoginData } | { ok: false; message: string | null };

const toResult = (answer: ApiAnswer<SocialLoginData>): SocialResult =>
  answer.ok && answer.data ? { ok: true, data: answer.data } : { ok: false, message: answer.message };

/**
 * Google Identity Services: the prompt gives an ID token; where the browser does not show it
 * (dismissed before, third-party sign-in off), Google's own button is put in `fallback`.
 */
export function signInWithGoogle(fallback: HTMLElement | null): Promise<SocialResult> {
  return new Promise((resolve) => {
    const id = googleId();
    if (!id) return resolve({ ok: false, message: null });
    googleCallback = (idToken) =>
      void authApi.socialLogin({ provider: "google", id_token: idToken }).then((answer) => resolve(toResult(answer)));
    id.prompt((notification) => {
      if ((notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) && fallback) {
        fallback.replaceChildren();
        id.renderButton(fallback, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          width: fallback.clientWidth || 320,
        });
      }
    });
  });
}

/** Facebook JS SDK: FB.login in the click gives an access token (fields name, email, picture on the server). */
export function signInWithFacebook(): Promise<SocialResult> {
  return new Promise((resolve) => {
    const fb = facebookSdk();
    if (!fb) return resolve({ ok: false, message: null });
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (!token) return resolve({ ok: false, message: null });
        void authApi.socialLogin({ provider: "facebook", access_token: token }).then((answer) => resolve(toResult(answer)));
      },
      { scope: "public_profile,email" },
    );
  });
}

/**
 * LinkedIn (OpenID Connect code flow): a popup to LinkedIn, which returns to /linkedin on this
 * origin; that page posts the code here. The state is kept in local storage, which the popup
 * shares, so the popup itself can refuse a foreign state.
 */
export function signInWithLinkedin(info: ProviderInfo, from: string): Promise<SocialResult> {
  return new Promise((resolve) => {
    if (!info.authorization_endpoint) {
      // The spec's dialog only logs a LinkedIn failure.
      console.warn(`LinkedIn sign-in failed: ${LINKEDIN_FAILED} (no authorisation endpoint)`);
      return resolve({ ok: false, message: null });
    }
    const state = crypto.randomUUID();
    const redirectUri = linkedinRedirectUri(window.location.origin);
    window.localStorage.setItem(LINKEDIN_STATE_KEY, JSON.stringify({ state, from }));
    const popup = window.open(
      linkedinAuthorizationUrl(info.authorization_endpoint, info.client_id, redirectUri, state),
      "linkedin-sign-in",
      "width=600,height=720",
    );
    if (!popup) return resolve({ ok: false, message: null });
    let settled = false;
    let answered = false;
    const stopListening = () => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(watch);
      window.localStorage.removeItem(LINKEDIN_STATE_KEY);
    };
    const finish = (result: SocialResult) => {
      stopListening();
      if (settled) return;
      settled = true;
      resolve(result);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const message = event.data as LinkedinMessage | null;
      if (!message || message.source !== "workbay-linkedin") return;
      answered = true;
      stopListening();
      if ("error" in message) {
        // The spec's dialog only logs a LinkedIn failure; the popup showed it.
        console.warn("LinkedIn sign-in failed:", message.error);
        return finish({ ok: false, message: null });
      }
      if (message.state !== state) return finish({ ok: false, message: null });
      void authApi
        .socialLogin({ provider: "linkedin", auth_code: message.code, redirect_uri: redirectUri })
        .then((answer) => finish(toResult(answer)));
    }
    window.addEventListener("message", onMessage);
    // A popup closed without an answer ends the attempt quietly.
    const watch = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => answered || finish({ ok: false, message: null }), 500);
    }, 1000);
  });
}
