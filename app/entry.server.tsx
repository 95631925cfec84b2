import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { externalLinks } from "./content.server";
import { config } from "./lib/config";
import stylesheet from "./app.css?inline";
import { pagePolicies } from "./lib/page-policy.server";
import { ServerDocument } from "./lib/server-document";
import "./lib/html.server";

export const streamTimeout = 5_000;

/** Each page's security policy, with the outside hosts of this build (security-policy.ts). */
const policyOfPage = pagePolicies(
  {
    calendar: new URL(config.calendarApiUrl).origin,
    sheets: new URL(config.sheetsApiUrl).origin,
    maps: Boolean(config.mapsApiKey),
    helpDesk: new URL(externalLinks.helpDeskHost).origin,
  },
  stylesheet,
);

/**
 * React Router's default server entry, except that every render waits for all content
 * (onAllReady), as React advises for static generation. Pages are rendered once, at build time;
 * the default (onShellReady for visitors) would write a Suspense boundary's content after the
 * page behind an inline script, instead of in place. Each page also gets what only the server
 * knows of its document (lib/server-document.ts): the inlined stylesheet and its policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after the timeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerDocument value={{ stylesheet, policyFor: policyOfPage }}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerDocument>,
      {
        // A completed boundary is written in place, however far down the page it is.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
