import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { createState } from "./control.mjs";
import { rpcError } from "./errors.mjs";
import { send } from "./http.mjs";
import { handleRequest } from "./router.mjs";

/**
 * Starts the Google API emulator; port 0 picks a free port. `today` pins the sample data.
 * `unref` lets the process end while it still listens (a build that reads from it).
 */
export async function startEmulator({
  port = Number(process.env.EMULATOR_PORT ?? 8787),
  host = "127.0.0.1",
  today,
  unref = false,
} = {}) {
  const state = createState({ today });
  // The names it answers to, with its port once it listens: this machine's, and the one it
  // listens on.
  const hosts = new Set();
  const server = createServer((req, res) => {
    handleRequest(req, res, state, hosts).catch((error) => {
      console.error(error);
      if (!res.headersSent) send(req, res, rpcError(500, "Internal error encountered."));
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  if (unref) {
    server.unref();
    server.on("connection", (socket) => socket.unref());
  }
  const actualPort = server.address().port;
  const name = host.includes(":") ? `[${host}]` : host;
  for (const each of ["localhost", "127.0.0.1", "[::1]", name.toLowerCase()]) {
    hosts.add(`${each}:${actualPort}`);
  }
  return {
    url: `http://${name}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const emulator = await startEmulator();
  console.log(`Google API emulator on ${emulator.url}`);
  const stop = () => emulator.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
