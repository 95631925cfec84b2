/** How long a visitor waits for Google before the page says it did not answer. */
export const GOOGLE_TIMEOUT_MS = 15_000;

export type GoogleService = "Google Calendar" | "Google Sheets";

/** Google did not answer, or did not finish answering, in time. */
export class GoogleTimeoutError extends Error {
  constructor(readonly service: GoogleService) {
    super(`${service} did not answer within ${GOOGLE_TIMEOUT_MS / 1000} seconds.`);
    this.name = "GoogleTimeoutError";
  }
}

export interface GoogleAnswer {
  status: number;
  statusText: string;
  ok: boolean;
  /** The whole body, read within the same time limit as the answer itself. */
  body: string;
}

/**
 * GETs `url` and reads the answer's body, giving up after GOOGLE_TIMEOUT_MS (a stalled body
 * counts too). Aborting `signal` (the visitor left the page or moved on) cancels the request;
 * that rejection is the abort's own, for the caller to ignore.
 */
export async function askGoogle(
  url: string | URL,
  service: GoogleService,
  signal?: AbortSignal,
): Promise<GoogleAnswer> {
  const controller = new AbortController();
  const timeout = new GoogleTimeoutError(service);
  // A timer the page's own clock drives (not AbortSignal.timeout), so tests can move it on.
  const timer = setTimeout(() => controller.abort(timeout), GOOGLE_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", forward, { once: true });
  if (signal?.aborted) forward();
  try {
    const response = await fetch(url, { signal: controller.signal });
    const body = await response.text();
    return { status: response.status, statusText: response.statusText, ok: response.ok, body };
  } catch (error) {
    if (controller.signal.reason === timeout) throw timeout;
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forward);
  }
}

/** Google's own explanation in a JSON error body (`error.message`), if it sent one. */
export function googleErrorMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const message =
      typeof parsed === "object" && parsed !== null && "error" in parsed
        ? (parsed.error as { message?: unknown } | null)?.message
        : undefined;
    return typeof message === "string" && message.trim() !== "" ? message.trim() : undefined;
  } catch {
    return undefined;
  }
}

const BODY_SHOWN = 300;

/** What of an error body a page shows: Google's message, or the start of whatever came. */
export function errorBodySummary(body: string): string {
  const text = googleErrorMessage(body) ?? body.trim();
  return text.length > BODY_SHOWN ? `${text.slice(0, BODY_SHOWN)}…` : text;
}
