import CMS from "decap-cms-app";
import { config } from "../app/lib/config";
import { pacificDay } from "../app/features/closures/days";
import { forgetBackupsOf } from "./backups";
import { addEditorChrome } from "./chrome";
import { registerChecks } from "./checks";
import { editorCollections, siteNames } from "./collections";
import { cmsConfig, NO_UPLOADS, withToday } from "./config";
import { editorLanguage } from "./editor-language";
import { decapWords, withPhrases } from "./decap-words";
import { editorWords } from "./editor-words";
import { reopenSwitchedEntries } from "./entry-switch";
import { showRefusedFields } from "./first-problem";
import { listedFormat, type ListedFormat } from "./listed-formats";
import { pacificNow } from "./pacific-now";
import { registerPreviews } from "./previews";
import { searchAllOnEnter } from "./search-all";
import logo from "../public/favicon.svg?url";

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

/** Decap's own words in the editor's languages (admin/decap-words.ts), over its own. */
function plainPhrases() {
  for (const language of ["en", "es"] as const) {
    const phrases = CMS.getLocale(language) as Parameters<typeof withPhrases>[0];
    CMS.registerLocale(language, withPhrases(phrases, decapWords[language]));
  }
}

/** The closures and the places at each site listed by their names (admin/listed-formats.ts). */
function registerListedFormats() {
  const facts = () => ({ language: editorLanguage, today: pacificDay(), siteNames });
  for (const format of ["closure-yaml", "places-yaml"] satisfies ListedFormat[]) {
    CMS.registerCustomFormat(format, "yaml", listedFormat(format, facts));
  }
}

// The page said the editor was loading until now (admin/index.html).
document.getElementById("preparing")?.remove();

if (signInHere()) {
  const words = editorWords[editorLanguage];
  document.documentElement.lang = editorLanguage;
  CMS.registerMediaLibrary(noUploads);
  plainPhrases();
  registerListedFormats();
  registerChecks(words);
  registerPreviews();
  showRefusedFields();
  reopenSwitchedEntries();
  searchAllOnEnter();
  // A saved entry has nothing left to offer back (admin/backups.ts).
  for (const name of ["postSave", "postPublish"]) {
    CMS.registerEventListener({
      name,
      handler: ({ entry }: { entry: { get(key: string): string } }) =>
        void forgetBackupsOf(entry.get("collection"), entry.get("slug")),
    } as unknown as Parameters<typeof CMS.registerEventListener>[0]);
  }
  addEditorChrome(
    words,
    Object.fromEntries(editorCollections[editorLanguage].map((each) => [each.name, each])),
  );
  // Decap checks the configuration against its own schema when the editor starts; the fields are
  // made from the content schemas (admin/collections.ts), so they cannot disagree with them.
  // The sign-in page shows the site's own mark, not Decap's.
  CMS.init({
    config: {
      ...withToday(cmsConfig(editorLanguage), pacificNow("YYYY-MM-DD")),
      logo: { src: logo },
    } as unknown as Config,
  });
} else {
  const live = `${config.siteUrl}/admin/`;
  const main = document.createElement("main");
  main.innerHTML = `<h1>Edit the site at its own address</h1>
<p>The editor works only on the live site, so that your GitHub sign-in stays there.
Open <a href="${live}">${live}</a> to make a change.</p>`;
  document.body.append(main);
}
