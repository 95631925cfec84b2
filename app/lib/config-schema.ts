import { loadEnv } from "vite";
import { z } from "zod";
import { emulatorEnv } from "../../emulator/demo-config.mjs";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const repository = z
  .string()
  .trim()
  .regex(/^[\w.-]+\/[\w.-]+$/, "must name a GitHub repository as owner/name");

const configSchema = z.object({
  VITE_GOOGLE_API_KEY: optionalText,
  VITE_GOOGLE_CALENDAR_ID: optionalText,
  VITE_GOOGLE_SHEET_ID: optionalText,
  VITE_GOOGLE_CALENDAR_API_URL: z.url().default("https://www.googleapis.com/calendar/v3"),
  VITE_GOOGLE_SHEETS_API_URL: z.url().default("https://sheets.googleapis.com/v4"),
  VITE_GOOGLE_MAPS_API_KEY: optionalText,
  VITE_GOOGLE_MAPS_MAP_ID: optionalText,
  VITE_SITE_URL: z.url().default("https://star.example.org"),
  VITE_CMS_REPO: repository.optional().or(z.literal("").transform(() => undefined)),
  VITE_CMS_BRANCH: z.string().trim().min(1).default("main"),
  // The least GitHub access the editor needs: public_repo for a public repository, repo only
  // for a private one.
  VITE_CMS_AUTH_SCOPE: z.enum(["public_repo", "repo"]).default("public_repo"),
  // Netlify's GitHub sign-in, which Decap CMS uses by default; another host names its own proxy.
  VITE_CMS_AUTH_URL: z.url({ protocol: /^https$/ }).default("https://api.netlify.com"),
  // Set by Netlify in every build (https://github.com/owner/name): the CMS edits that repository
  // unless VITE_CMS_REPO names another.
  REPOSITORY_URL: optionalText,
});

/**
 * What the environment holds for the configuration: its variables, Netlify's repository, and
 * the port of the local emulator that demo builds talk to.
 */
export const configEnvPrefixes = ["VITE_", "REPOSITORY_URL", "EMULATOR_PORT"];

export type AppConfig = ReturnType<typeof toConfig>;

/** "owner/name" of a GitHub repository's address, if it is one. */
function repositoryOf(url: string | undefined): string | undefined {
  const match = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "");
  return match?.[1];
}

function toConfig(env: z.output<typeof configSchema>) {
  return {
    googleApiKey: env.VITE_GOOGLE_API_KEY,
    calendarId: env.VITE_GOOGLE_CALENDAR_ID,
    sheetId: env.VITE_GOOGLE_SHEET_ID,
    calendarApiUrl: env.VITE_GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ""),
    sheetsApiUrl: env.VITE_GOOGLE_SHEETS_API_URL.replace(/\/+$/, ""),
    mapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY,
    mapsMapId: env.VITE_GOOGLE_MAPS_MAP_ID,
    siteUrl: env.VITE_SITE_URL.replace(/\/+$/, ""),
    cms: {
      repo: env.VITE_CMS_REPO ?? repositoryOf(env.REPOSITORY_URL) ?? "star-education/website",
      branch: env.VITE_CMS_BRANCH,
      authUrl: env.VITE_CMS_AUTH_URL.replace(/\/+$/, ""),
      authScope: env.VITE_CMS_AUTH_SCOPE,
    },
  };
}

/** A wrong setting stops the build, named. */
function invalid(error: z.ZodError): Error {
  const problems = error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  return new Error(`Invalid configuration:\n${problems.join("\n")}`);
}

/**
 * Validates build-time configuration once, in vite.config.ts, so a wrong value fails the build
 * with its name. The browser gets the result as a constant (see config.ts), without zod.
 */
export function parseConfig(env: Record<string, unknown>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) throw invalid(result.error);
  return toConfig(result.data);
}

/**
 * What a build in `mode` reads, from `.env` files and the environment:
 * - "production" (`npm run build`, the host): the settings as given; the site's address must be
 *   among them, since every canonical link, the sitemap and the editor's sign-in depend on it.
 * - "demo" (`npm start` without a Google key, and the tests): Calendar and Sheets from the local
 *   emulator, whatever is configured, so a demo never reads or shows real data; a developer's
 *   own Maps key is kept (the map is not emulated), else a placeholder key Google refuses.
 */
export function settingsFor(
  mode: string,
  env: Record<string, string | undefined>,
  { build = true }: { build?: boolean } = {},
) {
  if (build && mode === "production" && !env.VITE_SITE_URL?.trim()) {
    throw new Error(
      "Invalid configuration:\nVITE_SITE_URL is not set. A production build needs the site's " +
        "address (for example https://www.stareducation.org) for its canonical links, sitemap " +
        "and the editor's sign-in. Set it in the host's environment variables, or build the " +
        "demo with `npm run build:demo`.",
    );
  }
  if (mode !== "demo") return env;
  const demo: Record<string, string | undefined> = emulatorEnv(Number(env.EMULATOR_PORT ?? 8787));
  if (env.VITE_GOOGLE_MAPS_API_KEY?.trim()) delete demo.VITE_GOOGLE_MAPS_API_KEY;
  return { ...env, ...demo };
}

/** The setting with which the organisation publishes stand-in facts on purpose (a soft launch). */
export const PUBLISH_WITH_STAND_INS = "PUBLISH_WITH_STAND_INS";

const standInSchema = z.object({
  // Set by Netlify in every build: production, deploy-preview, branch-deploy or dev.
  CONTEXT: optionalText,
  // Exactly as written, with nothing around it: a setting that publishes made-up facts to
  // families must not be read into being.
  [PUBLISH_WITH_STAND_INS]: z
    .enum(["true", "false", ""], {
      error: "write true (only that) to publish with stand-ins, or leave it empty",
    })
    .optional(),
});

/**
 * What a build does with stand-in facts (555-01xx phones, "pending" licences, example.org): a
 * production build on Netlify refuses them, so that a placeholder never reaches families by
 * accident, unless PUBLISH_WITH_STAND_INS is true, when it publishes them on purpose; deploy
 * previews and local builds warn.
 */
export type StandInRule = "refuse" | "on purpose" | "warn";

export function standInRule(env: Record<string, string | undefined>): StandInRule {
  const result = standInSchema.safeParse(env);
  if (!result.success) throw invalid(result.error);
  const { CONTEXT: context, [PUBLISH_WITH_STAND_INS]: publishAnyway } = result.data;
  if (context !== "production") return "warn";
  return publishAnyway === "true" ? "on purpose" : "refuse";
}

/** The stand-in rule of this build, from `.env` files in `root` and the environment. */
export function readStandInRule({ root = process.cwd() } = {}): StandInRule {
  return standInRule(loadEnv("production", root, ["CONTEXT", PUBLISH_WITH_STAND_INS]));
}

/** The configuration of a build in `mode`, from `.env` files in `root` and the environment. */
export function readConfig(
  mode: string,
  { root = process.cwd(), build = true }: { root?: string; build?: boolean } = {},
): AppConfig {
  return parseConfig(settingsFor(mode, loadEnv(mode, root, configEnvPrefixes), { build }));
}
