import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { externalLinks } from "./content.server";
import { config } from "./lib/config";
import stylesheet from "./app.css?inline";
import type { PageNeeds } from "./lib/page-handle";
import { pagePolicies } from "./lib/page-policy.server";
import { inlineScriptsIn } from "./lib/script-hash.server";
import { ServerDocument } from "./lib/server-document";
import "./lib/html.server";

// Nothing a page loads is deferred, so a rendering waits only for its own work; this bounds one
// that would never end, far beyond what a slow machine takes (React Router's own limit of 10
// seconds per prerendered request comes first).
export const streamTimeout = 60_000;

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

interface Rendering {
  html: string;
  failed: boolean;
}

/**
 * One rendering of the page to its whole HTML, once all of its content is ready (onAllReady, as
 * React advises for static generation: the default, onShellReady for visitors, would write a
 * Suspense boundary's content after the page behind an inline script, instead of in place).
 */
function render(
  routerContext: EntryContext,
  handoff: ReadableStream<Uint8Array> | undefined,
  url: string,
  policyFor: (page: PageNeeds) => string,
): Promise<Rendering> {
  // Each rendering reads its own copy of the loader data and keeps its own note of what it wrote.
  const context: EntryContext = {
    ...routerContext,
    ...(handoff && { serverHandoffStream: handoff }),
    renderMeta: {},
  };
  return new Promise<Rendering>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Abort after the timeout, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerDocument value={{ stylesheet, policyFor }}>
        <ServerRouter context={context} url={url} />
      </ServerDocument>,
      {
        // A completed boundary is written in place, however far down the page it is.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          // Errors in the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * React Router's default server entry, rendering each page whole (render above), with what only
 * the server knows of its document (lib/server-document.ts): the inlined stylesheet and its
 * security policy. A page with React is rendered twice: its inline scripts (React Router's
 * context and loader data among them) are known once it is written, and the second rendering
 * names exactly those by hash in its <meta> policy, so that the page runs no other inline script
 * at whatever address it is served. Both renderings write the same scripts: they hold the same
 * data, and the policy is in no script.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const [first, second] = routerContext.serverHandoffStream?.tee() ?? [];
  let hydrates = false;
  let rendering = await render(routerContext, first, request.url, (page) => {
    hydrates = page.hydrate;
    return policyOfPage(page, []);
  });
  if (hydrates) {
    const scripts = inlineScriptsIn(rendering.html);
    rendering = await render(routerContext, second, request.url, (page) =>
      policyOfPage(page, scripts),
    );
  }
  responseHeaders.set("Content-Type", "text/html");
  return new Response(rendering.html, {
    headers: responseHeaders,
    status: rendering.failed ? 500 : responseStatusCode,
  });
}
