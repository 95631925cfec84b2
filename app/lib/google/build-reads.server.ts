/** What the build read from Google for a page, and when: the page says how old it is. */
export interface BuiltRead<Data> {
  data: Data;
  /** When the build read it, as an ISO instant. */
  readAt: string;
}

// Prerendering gives each page 10 seconds; a Google read at build time gets less, so a slow
// Google leaves the data out of the page instead of failing the build.
const BUILD_READ_TIMEOUT_MS = 6_000;

const reads = new Map<string, Promise<BuiltRead<unknown> | undefined>>();

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `no answer within ${BUILD_READ_TIMEOUT_MS / 1000} seconds`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads data from Google while the site is built, once per build for every page that shows it
 * (both languages share one read). A failure never fails the build: the data is left out, the
 * page reads it live as before, and the build log says what was left out and why.
 */
export function readAtBuild<Data>(
  what: string,
  read: (signal: AbortSignal) => Promise<Data>,
): Promise<BuiltRead<Data> | undefined> {
  let pending = reads.get(what) as Promise<BuiltRead<Data> | undefined> | undefined;
  if (!pending) {
    pending = read(AbortSignal.timeout(BUILD_READ_TIMEOUT_MS)).then(
      (data) => ({ data, readAt: new Date().toISOString() }),
      (error: unknown) => {
        console.warn(
          `${what}: left out of the built pages (${reasonOf(error)}); the browser reads them live.`,
        );
        return undefined;
      },
    );
    reads.set(what, pending);
  }
  return pending;
}
