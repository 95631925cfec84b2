import { loadEnv } from "vite";
import { z } from "zod";

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
  // Netlify's GitHub sign-in, which Decap CMS uses by default; another host names its own proxy.
  VITE_CMS_AUTH_URL: z.url({ protocol: /^https$/ }).default("https://api.netlify.com"),
  // Set by Netlify in every build (https://github.com/owner/name): the CMS edits that repository
  // unless VITE_CMS_REPO names another.
  REPOSITORY_URL: optionalText,
});

/** What the environment holds for the configuration: its variables and Netlify's repository. */
export const configEnvPrefixes = ["VITE_", "REPOSITORY_URL"];

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
    },
  };
}

/**
 * Validates build-time configuration once, in vite.config.ts, so a wrong value fails the build
 * with its name. The browser gets the result as a constant (see config.ts), without zod.
 */
export function parseConfig(env: Record<string, unknown>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return toConfig(result.data);
}

/** The configuration of a build in `mode`, from `.env` files in `root` and the environment. */
export function readConfig(mode: string, root: string = process.cwd()): AppConfig {
  return parseConfig(loadEnv(mode, root, configEnvPrefixes));
}
