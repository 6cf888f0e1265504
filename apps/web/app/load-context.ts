// What the server hands every loader and action: a client of the gateway API (in the one
// process it calls the API in memory, so pages and API share one code path).
import type { ApiClient } from "@workbay/contracts/api-client";
import type { PublicConfig } from "@workbay/contracts/public-config";

export type { ApiClient, ApiResult } from "@workbay/contracts/api-client";

declare module "react-router" {
  interface AppLoadContext {
    api: ApiClient;
    /** Absolute origin for canonical links and metadata. */
    publicUrl: string;
    /** Whitelisted configuration for pages and the browser (map tiles, directions). */
    publicConfig: PublicConfig;
    /** This response's Content-Security-Policy nonce: every inline script carries it. */
    cspNonce?: string;
    /** Development or demo mode: every page says payments are simulated. */
    demoMode?: boolean;
    /** The key of cookies an action seals for itself (the sign-up's interim cookie); from the server's secret. */
    sealKey: string;
    /** Whether cookies are set Secure (the site is served over https). */
    cookiesSecure: boolean;
    /**
     * The server's clock (the API's `app.clock`): loaders that need "now" (today's date, the
     * default date, started slots) read it here, so tests can set the time.
     */
    clock: () => Date;
  }
}
