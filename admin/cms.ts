import CMS from "decap-cms-app";
import { cmsConfig } from "./config";

type Config = NonNullable<Parameters<typeof CMS.init>[0]>["config"];

// Decap checks the configuration against its own schema when the editor starts; the fields are
// checked against the content schemas by content/cms.test.ts.
CMS.init({ config: cmsConfig as unknown as Config });
