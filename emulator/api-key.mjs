import { DEMO_API_KEY } from "./demo-config.mjs";
import { invalidKey, missingKey } from "./errors.mjs";

/** The error answer for a request without the demo key, or null when the key is right. */
export function keyProblem(params, api) {
  const key = params.get("key");
  if (!key) return missingKey(api);
  return key === DEMO_API_KEY ? null : invalidKey(api);
}
