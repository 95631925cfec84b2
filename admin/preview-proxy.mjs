// The site preview's one address under `npm run cms`. The site's development server reads the
// content when it starts, so after each save it is started again, on a new port of its own;
// this server keeps the printed address and passes every request (and Vite's WebSocket, which
// reloads an open page once the site is back) on to the site that is running. While none is,
// a page says so and reloads itself, where the browser would say "This site can't be reached".
// Like every local tool here, it answers only requests sent to this machine by name.
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { LOOPBACK } from "./local-backend.mjs";

/** Seconds before the waiting page asks again. */
const RETRY_SECONDS = 1;

const restartingPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_SECONDS}">
<title>Preview restarting…</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>Preview restarting…</h1>
<p>The site preview is starting again with your saved change. This page opens by itself in a few seconds.</p>
<p lang="es">La vista previa del sitio se está reiniciando con su cambio guardado. Esta página se abrirá sola en unos segundos.</p>
</main>
</body>
</html>
`;

function waiting(response) {
  response.writeHead(503, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": String(RETRY_SECONDS),
  });
  response.end(restartingPage);
}

/**
 * The preview's address on 127.0.0.1:`port`. `setUpstream(port)` names the site's development
 * server once it listens, `setUpstream(null)` while it restarts.
 */
export function startPreviewProxy({ port }) {
  const hosts = new Set([`localhost:${port}`, `${LOOPBACK}:${port}`]);
  let upstream = null;
  const ours = (headers) => hosts.has((headers.host ?? "").toLowerCase());

  const server = createServer((incoming, response) => {
    if (!ours(incoming.headers)) {
      response.writeHead(403, { "Content-Type": "text/plain" }).end("Refused: not this machine.");
      return;
    }
    if (upstream === null) return waiting(response);
    const onward = request(
      {
        host: LOOPBACK,
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    // The site stopped between two requests: the same page as while it restarts.
    onward.once("error", () => {
      if (!response.headersSent) waiting(response);
      else response.destroy();
    });
    incoming.pipe(onward);
  });

  server.on("upgrade", (incoming, socket, head) => {
    if (!ours(incoming.headers) || upstream === null) {
      socket.destroy();
      return;
    }
    const onward = connect({ host: LOOPBACK, port: upstream }, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      }
      onward.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) onward.write(head);
      onward.pipe(socket).pipe(onward);
    });
    onward.once("error", () => socket.destroy());
    socket.once("error", () => onward.destroy());
  });

  const ready = new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, LOOPBACK, () => resolve());
  });
  return {
    server,
    ready,
    setUpstream(next) {
      upstream = next;
    },
  };
}
