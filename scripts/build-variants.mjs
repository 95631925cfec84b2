// `npm run build:variants`: the site as other configurations build it, for the browser tests
// of behaviour one build cannot show. Today one variant: the demo build without a Maps key
// (the map is not configured: no Maps script, every site still listed). It goes to
// build-variants/<name>/client, outside build/, which every build empties.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "./build.mjs";

const target = path.join("build-variants", "no-maps-key");
build({ demo: true, withoutMapsKey: true, admin: false });
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
renameSync("build/client", path.join(target, "client"));
rmSync("build", { recursive: true, force: true });
console.log(`build:variants: the demo site without a Maps key is in ${target}/client`);
