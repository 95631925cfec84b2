import type { AppConfig } from "./config-schema";

declare const __STAR_CONFIG__: AppConfig;

/**
 * The site's configuration, read from the environment and validated at build time by
 * vite.config.ts (see config-schema.ts); here it is a plain constant, so no validator ships.
 */
export const config: AppConfig = __STAR_CONFIG__;
