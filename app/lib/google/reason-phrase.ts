// HTTP/2, which Google's APIs speak, carries no reason phrase, so a failed request's
// `statusText` is empty; the standard phrase (RFC 9110, and 429 from RFC 6585) stands in.
const phrases: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  411: "Length Required",
  412: "Precondition Failed",
  413: "Content Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The answer's own status text, or the standard phrase when the transport sent none. */
export function reasonPhrase(status: number, statusText: string): string {
  return statusText.trim() || phrases[status] || "";
}
