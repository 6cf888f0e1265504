// React Router's Node entry, plus the per-request CSP nonce on every script the render writes
// (React Router's hydration scripts, ScrollRestoration and the page's own inline scripts).
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { deferModulePreloads } from "./module-preloads.server";
import { NonceContext } from "./shared/security/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The whole document, then one answer (decision 0038): loaders have finished before React
    // renders, so nothing is left to stream but lazy parts that resolve at once on a warm server;
    // streaming the shell first cost some thirty small writes through three stream layers.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every Suspense boundary in place, never moved to the end of the document in a hidden
        // <div> for an inline script to put back: the page is sent whole in one write, so there
        // is no chunk to send early, and the lazy parts (the footer, the room page's features and
        // directions, the header's search box) stay visible without JavaScript (decision 0035).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html");
            // The scripts' preloads go after the content (module-preloads.server.ts).
            const html = deferModulePreloads(Buffer.concat(chunks).toString("utf8"), nonce);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
