const MAX_BODY_BYTES = 5 * 1024 * 1024;

function corsHeaders(req) {
  return {
    "Access-Control-Allow-Origin": req.headers.origin ?? "*",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
    Vary: "Origin, X-Origin, Referer",
  };
}

/**
 * Writes an answer ({ status, body }); objects go out as Google's pretty-printed JSON, or on one
 * line with `compact` (prettyPrint=false). Google's answers carry CORS headers; the control
 * API's (`cors: false`) do not, so no web page may read them.
 */
export function send(req, res, { status, statusText, body, compact = false, cors = true }) {
  const headers = cors ? corsHeaders(req) : {};
  // A given statusText, even an empty one, replaces the standard phrase: HTTP/2, which
  // Google speaks, has none, so a browser sees "" there.
  const head = () =>
    statusText === undefined
      ? res.writeHead(status, headers)
      : res.writeHead(status, statusText, headers);
  if (body === undefined) {
    head().end();
    return;
  }
  const isText = typeof body === "string";
  headers["Content-Type"] = `${isText ? "text/plain" : "application/json"}; charset=UTF-8`;
  const json = compact ? JSON.stringify(body) : `${JSON.stringify(body, null, 2)}\n`;
  head().end(isText ? body : json);
}

/** Query parameters as { name: value }, with repeated names (ranges) as arrays. */
export function queryObject(params) {
  const out = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    out[name] = values.length > 1 ? values : values[0];
  }
  return out;
}

export async function readJson(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error("body too large");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

// Unref'd: a long fault delay must not keep a test process alive once its server has closed.
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
