// Requests written byte for byte on a connection of their own, so that nothing on the way (a
// client library, a proxy) tidies them up before the server reads them.
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as it is to 127.0.0.1:`port` and reads the answer until the server closes. */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      // latin1 keeps one character per byte, so lengths are the bytes sent.
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status, headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(request);
  });
}

/** A GET of `target` (with `extra` header lines) after which the server closes the connection. */
export const get = (target: string, extra = "") =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;
