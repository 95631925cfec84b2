import CMS from "decap-cms-app";
import { config } from "../app/lib/config";
import { registerChecks } from "./checks";
import { cmsConfig, editorLocale, NO_UPLOADS } from "./config";
import { showRefusedFields } from "./first-problem";
import { registerPreviews } from "./previews";

type Config = NonNullable<Parameters<typeof CMS.init>[0]>["config"];
type MediaLibrary = Parameters<typeof CMS.registerMediaLibrary>[0];

// No uploads: a library that never opens, and without a standalone view Decap shows no Media tab.
const noUploads = {
  name: NO_UPLOADS,
  init: async () => ({
    show: () => undefined,
    hide: () => undefined,
    enableStandalone: () => false,
  }),
} as unknown as MediaLibrary;

/**
 * Staff sign in on the live site's own /admin only: a deploy preview is built from a pull
 * request's code, which must never see a staff member's GitHub token. On a developer's machine
 * the editor talks to the local backend (`npm run cms`) and signs in to nothing.
 */
function signInHere(): boolean {
  const { hostname, origin } = window.location;
  return origin === new URL(config.siteUrl).origin || ["localhost", "127.0.0.1"].includes(hostname);
}

if (signInHere()) {
  CMS.registerMediaLibrary(noUploads);
  registerChecks();
  registerPreviews();
  showRefusedFields();
  // Decap checks the configuration against its own schema when the editor starts; the fields are
  // made from the content schemas (admin/collections.ts), so they cannot disagree with them.
  CMS.init({
    config: { ...cmsConfig, locale: editorLocale(navigator.languages) } as unknown as Config,
  });
} else {
  const live = `${config.siteUrl}/admin/`;
  const main = document.createElement("main");
  main.innerHTML = `<h1>Edit the site at its own address</h1>
<p>The editor works only on the live site, so that your GitHub sign-in stays there.
Open <a href="${live}">${live}</a> to make a change.</p>`;
  document.body.append(main);
}
