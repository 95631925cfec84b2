import { describe, expect, it } from "vitest";
import { parseConfig } from "../app/lib/config-schema";
import { editorCollections } from "./collections";
import { cmsBackend, withToday } from "./config";
import { editorLanguageOf } from "./editor-language";

const backendFor = (env: Record<string, string>) => {
  const config = parseConfig(env);
  return cmsBackend(config.cms, config.siteUrl);
};

describe("where staff sign in and what they edit", () => {
  it("on Netlify, signs in through Netlify's GitHub provider for the site's own domain", () => {
    expect(
      backendFor({
        VITE_SITE_URL: "https://www.stareducation.org",
        REPOSITORY_URL: "https://github.com/star-ed/website",
      }),
    ).toEqual({
      name: "github",
      repo: "star-ed/website",
      branch: "main",
      auth_scope: "public_repo",
      base_url: "https://api.netlify.com",
      site_domain: "www.stareducation.org",
    });
  });

  it("edits the repository and branch the settings name, over the one Netlify builds", () => {
    const backend = backendFor({
      VITE_CMS_REPO: "star-ed/site",
      VITE_CMS_BRANCH: "live",
      REPOSITORY_URL: "https://github.com/someone/fork",
    });
    expect(backend).toMatchObject({ repo: "star-ed/site", branch: "live" });
  });

  it("on another host, signs in through the OAuth proxy the settings name", () => {
    const backend = backendFor({
      VITE_CMS_REPO: "star-ed/website",
      VITE_CMS_AUTH_URL: "https://cms-auth.stareducation.org/",
    });
    expect(backend.base_url).toBe("https://cms-auth.stareducation.org");
    expect(backend).not.toHaveProperty("site_domain");
  });

  it("asks GitHub for access to public repositories only, unless the settings say it is private", () => {
    expect(backendFor({}).auth_scope).toBe("public_repo");
    expect(backendFor({ VITE_CMS_AUTH_SCOPE: "repo" }).auth_scope).toBe("repo");
    expect(() => parseConfig({ VITE_CMS_AUTH_SCOPE: "admin:org" })).toThrow(/VITE_CMS_AUTH_SCOPE/);
  });

  it("refuses a repository that is not owner/name, naming the setting", () => {
    expect(() => parseConfig({ VITE_CMS_REPO: "https://github.com/star-ed/website" })).toThrow(
      /VITE_CMS_REPO: must name a GitHub repository as owner\/name/,
    );
  });
});

describe("the language of the editor itself", () => {
  it("is the one staff chose in this browser", () => {
    expect(editorLanguageOf("es", ["en-US"])).toBe("es");
    expect(editorLanguageOf("en", ["es-MX"])).toBe("en");
  });

  it("until they choose, Spanish for a browser that prefers Spanish to English, English otherwise", () => {
    expect(editorLanguageOf(null, ["es-MX", "en-US"])).toBe("es");
    expect(editorLanguageOf(null, ["fr-FR", "es"])).toBe("es");
    expect(editorLanguageOf(null, ["en-US", "es"])).toBe("en");
    expect(editorLanguageOf("fr", ["fr-FR"])).toBe("en");
  });
});

describe("a new entry's days", () => {
  it("start as today, so a new closure has no change before anything is typed", () => {
    const closures = withToday(editorCollections.en, "2026-11-28").find(
      (collection) => collection.name === "closures",
    ) as { fields: { name: string; default?: unknown }[] };
    expect(closures.fields.find((field) => field.name === "announced")?.default).toBe("2026-11-28");
    // A day staff pick themselves starts empty, as before.
    expect(closures.fields.find((field) => field.name === "first")?.default).toBeUndefined();
  });
});
