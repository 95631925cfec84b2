import { STATUS_CODES } from "node:http";

// Every function returns an answer: { status, body }. Shapes follow reference/google-apis.md and
// the sources the README names for each refusal.

const RPC_STATUS = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  501: "NOT_IMPLEMENTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

const MISSING_KEY =
  "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.";
const INVALID_KEY = "API key not valid. Please pass a valid API key.";
const SERVICES = { calendar: "calendar-json.googleapis.com", sheets: "sheets.googleapis.com" };
const TYPE = "type.googleapis.com/google.rpc.";

/** The newer shape used by Sheets and by any status a test asks for. */
export function rpcError(code, message = STATUS_CODES[code] ?? "Error", details) {
  const error = { code, message, status: RPC_STATUS[code] ?? "UNKNOWN" };
  return { status: code, body: { error: details ? { ...error, details } : error } };
}

function keyInvalidInfo(api) {
  return {
    "@type": `${TYPE}ErrorInfo`,
    reason: "API_KEY_INVALID",
    domain: "googleapis.com",
    metadata: { service: SERVICES[api] },
  };
}

// Calendar's front end still repeats the message in the legacy errors[]; Sheets leaves errors[]
// out unless the caller asks for it with $.xgafv=1.
const KEY_ERRORS = {
  calendar: {
    missing: () => ({
      status: 403,
      body: {
        error: {
          code: 403,
          message: MISSING_KEY,
          errors: [{ message: MISSING_KEY, domain: "global", reason: "forbidden" }],
          status: "PERMISSION_DENIED",
        },
      },
    }),
    invalid: () => ({
      status: 400,
      body: {
        error: {
          code: 400,
          message: INVALID_KEY,
          errors: [{ message: INVALID_KEY, domain: "global", reason: "badRequest" }],
          status: "INVALID_ARGUMENT",
          details: [keyInvalidInfo("calendar")],
        },
      },
    }),
  },
  sheets: {
    missing: () => rpcError(403, MISSING_KEY),
    invalid: () =>
      rpcError(400, INVALID_KEY, [
        keyInvalidInfo("sheets"),
        { "@type": `${TYPE}LocalizedMessage`, locale: "en-US", message: INVALID_KEY },
      ]),
  },
};

/** Google's front end answers a request without a key; `api` is "calendar" or "sheets". */
export const missingKey = (api) => KEY_ERRORS[api].missing();

export const invalidKey = (api) => KEY_ERRORS[api].invalid();

/** The Calendar backend's shape: errors[] first, no `status` key. */
export function calendarError(code, message, detail = {}) {
  const { domain = "global", reason, location } = detail;
  const item = { domain, reason, message };
  if (location) Object.assign(item, { locationType: "parameter", location });
  return { status: code, body: { error: { errors: [item], code, message } } };
}

export const calendarBadRequest = () => calendarError(400, "Bad Request", { reason: "badRequest" });
export const calendarNotFound = () => calendarError(404, "Not Found", { reason: "notFound" });

export function invalidParameter(location, message) {
  return calendarError(400, message, { reason: "invalid", location });
}

/** Calendar's answer to a `fields` mask naming something its response does not have. */
export function invalidFieldSelection(selection) {
  return calendarError(400, `Invalid field selection ${selection}`, {
    reason: "invalidParameter",
    location: "fields",
  });
}

function badRequest(message, field) {
  const violation =
    field === undefined ? { description: message } : { field, description: message };
  return rpcError(400, message, [{ "@type": `${TYPE}BadRequest`, fieldViolations: [violation] }]);
}

/** Sheets refuses a query parameter its request message has no field for. */
export function unknownParameter(name) {
  return badRequest(
    `Invalid JSON payload received. Unknown name "${name}": Cannot bind query parameter. Field '${name}' could not be found in request message.`,
  );
}

/** Sheets refuses a value its request field cannot hold: an enum name it lacks, a non-boolean. */
export function invalidFieldValue(field, type, value) {
  return badRequest(`Invalid value at '${field}' (${type}), "${value}"`, field);
}

/** Sheets names the mask path it could not expand only in the details. */
export function unexpandableFields(path) {
  return rpcError(400, "Request contains an invalid argument.", [
    {
      "@type": `${TYPE}BadRequest`,
      fieldViolations: [
        {
          field: path,
          description: `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`,
        },
      ],
    },
  ]);
}

export const permissionDenied = () => rpcError(403, "The caller does not have permission");

export function genericNotFound() {
  return {
    status: 404,
    body: {
      error: {
        code: 404,
        message: "Not Found",
        errors: [{ message: "Not Found", domain: "global", reason: "notFound" }],
        status: "NOT_FOUND",
      },
    },
  };
}
