import { createHash } from "node:crypto";

const BASE32HEX = "0123456789abcdefghijklmnopqrstuv";

function digest(text) {
  return createHash("sha256").update(text).digest();
}

/** A stable unsigned 32-bit number for a string, so sample data is the same on every run. */
export function hashInt(text) {
  return digest(text).readUInt32BE(0);
}

/** Calendar event ids are base32hex (a-v, 0-9); derive one from a readable slug. */
export function eventId(slug) {
  return [...digest(slug).subarray(0, 26)].map((byte) => BASE32HEX[byte % 32]).join("");
}

export function quoted(value) {
  return `"${value}"`;
}

export function base64url(text) {
  return Buffer.from(text).toString("base64url");
}

export function fromBase64url(text) {
  return Buffer.from(text, "base64url").toString("utf8");
}
