import CMS from "decap-cms-app";
import { cmsConfig } from "./config";

type Config = NonNullable<Parameters<typeof CMS.init>[0]>["config"];

// Decap checks the configuration against its own schema when the editor starts; the fields are
// made from the content schemas (admin/collections.ts), so they cannot disagree with them.
CMS.init({ config: cmsConfig as unknown as Config });
