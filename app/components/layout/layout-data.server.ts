import {
  externalLinks,
  socialLinks,
  footerBottomLinks,
  footerColumns,
  mainNavigation,
  organisation,
} from "~/content.server";
import { inlineScripts, type InlineScriptName } from "~/lib/inline-scripts";
import { scriptHash } from "~/lib/script-hash.server";

/**
 * What the shared layout shows, read from content when a page is prerendered (root.tsx's
 * loader), so no page downloads the content modules to draw its header and footer.
 */
export function layoutData() {
  const { name, fullName, tagline, divisionLine, mission } = organisation;
  return {
    organisation: { name, fullName, tagline, divisionLine, mission },
    navigation: mainNavigation,
    footerColumns,
    footerBottomLinks,
    socialLinks,
    buildYear: new Date().getFullYear(),
    security: {
      scriptHashes: Object.fromEntries(
        Object.entries(inlineScripts).map(([name, source]) => [name, scriptHash(source)]),
      ) as Record<InlineScriptName, string>,
      frameOrigins: [new URL(externalLinks.helpDeskHost).origin],
    },
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
