import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const configSchema = z.object({
  VITE_GOOGLE_API_KEY: optionalText,
  VITE_GOOGLE_CALENDAR_ID: optionalText,
  VITE_GOOGLE_SHEET_ID: optionalText,
  VITE_GOOGLE_CALENDAR_API_URL: z.url().default("https://www.googleapis.com/calendar/v3"),
  VITE_GOOGLE_SHEETS_API_URL: z.url().default("https://sheets.googleapis.com/v4"),
  VITE_GOOGLE_MAPS_API_KEY: optionalText,
  VITE_GOOGLE_MAPS_MAP_ID: optionalText,
  VITE_SITE_URL: z.url().default("https://star.example.org"),
});

export type AppConfig = ReturnType<typeof toConfig>;

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
