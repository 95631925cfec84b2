/** Year of the build, set by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;
