import { listEvents } from "./calendar.mjs";
import {
  calendarSources,
  currentToday,
  handleControl,
  recordRequest,
  sheetTabs,
  takeFault,
} from "./control.mjs";
import { genericNotFound, rpcError } from "./errors.mjs";
import { send, sleep } from "./http.mjs";
import { batchGet, getSpreadsheet } from "./sheets.mjs";

const CALENDAR_EVENTS = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/;
// Sheets also answers at /v4/ as on its own host, where the official client's rootUrl leads.
const SHEETS_BATCH_GET = /^(?:\/sheets)?\/v4\/spreadsheets\/([^/]+)\/values:batchGet$/;
const SHEETS_GET = /^(?:\/sheets)?\/v4\/spreadsheets\/([^/:]+)$/;

function route(method, path, params, state) {
  if (method !== "GET") return genericNotFound();
  let match;
  if ((match = CALENDAR_EVENTS.exec(path))) {
    const data = {
      sources: calendarSources(state),
      today: currentToday(state),
      pageSizes: state.pageSizes,
    };
    return listEvents(match[1], params, data);
  }
  if ((match = SHEETS_BATCH_GET.exec(path))) return batchGet(match[1], params, sheetTabs(state));
  if ((match = SHEETS_GET.exec(path))) return getSpreadsheet(match[1], params, sheetTabs(state));
  return genericNotFound();
}

function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A fault rule's answer: its status and body, or Google's body for that status. */
function faultAnswer(rule) {
  const answer =
    rule.body === undefined ? rpcError(rule.status) : { status: rule.status, body: rule.body };
  return rule.statusText === undefined ? answer : { ...answer, statusText: rule.statusText };
}

/**
 * Why a request is refused, if it is: every request must be sent to this machine by name (a web
 * page whose own host name answers 127.0.0.1, DNS rebinding, sends its name instead), and the
 * control API answers tools alone, never a web page (which sends an Origin).
 */
function refusal(req, hosts, isControl) {
  const host = (req.headers.host ?? "").toLowerCase();
  if (!hosts.has(host)) return `Refused: ${host || "no host"} is not this machine.`;
  if (isControl && req.headers.origin !== undefined) {
    return `Refused: the control API answers tools, not the page at ${req.headers.origin}.`;
  }
  return undefined;
}

/** `hosts`: the names this emulator answers to, with its port ("127.0.0.1:8787"). */
export async function handleRequest(req, res, state, hosts) {
  const url = new URL(req.url, "http://emulator.invalid");
  const path = decodePath(url.pathname);
  const params = url.searchParams;
  const isControl = path.startsWith("/__control/");
  const refused = refusal(req, hosts, isControl);
  if (refused) {
    send(req, res, { status: 403, body: refused, cors: false });
    return;
  }
  const entry = { method: req.method, path, params, time: new Date().toISOString() };
  if (isControl) {
    send(req, res, { ...(await handleControl(req, path, state)), cors: false });
    return;
  }
  if (req.method === "OPTIONS") {
    recordRequest(state, { ...entry, status: 204 });
    send(req, res, { status: 204 });
    return;
  }
  const rule = takeFault(state, [path, url.pathname], params);
  if (rule?.delayMs) await sleep(rule.delayMs);
  if (rule?.network) {
    recordRequest(state, { ...entry, status: 0 });
    req.socket.destroy();
    return;
  }
  const answer = rule?.status ? faultAnswer(rule) : route(req.method, path, params, state);
  recordRequest(state, { ...entry, status: answer.status });
  // Google drops the indentation of a success for prettyPrint=false; errors stay indented.
  const compact =
    !rule?.status && answer.status < 300 && /^false$/i.test(params.get("prettyPrint") ?? "");
  send(req, res, { ...answer, compact });
}
