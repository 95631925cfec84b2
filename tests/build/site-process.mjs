// The production server in a process of its own (site-server.ts, startSiteProcess), so that its
// memory is the server's alone. It tells the test that started it where it listens, each
// connection that closes (by the client's port), and its memory when asked.
import { serve } from "../../server/serve.mjs";

const [root] = process.argv.slice(2);
const app = await serve({ root, port: 0 });

app.server.on("connection", (socket) => {
  const clientPort = socket.remotePort;
  socket.on("close", () => process.send?.({ closed: clientPort }));
});

process.on("message", (message) => {
  if (message !== "memory") return;
  const megabytes = (bytes) => bytes / 2 ** 20;
  process.send?.({
    memory: {
      now: megabytes(process.memoryUsage.rss()),
      // The most this process has held since it started; maxRSS is in kilobytes.
      peak: megabytes(process.resourceUsage().maxRSS * 1024),
    },
  });
});

// The server goes with the test that started it, whatever way that one ends.
process.on("disconnect", () => process.exit());

process.send?.({ port: app.server.address().port });
