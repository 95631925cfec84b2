import { readiness, readinessReport } from "../scripts/readiness-report";

// The readiness report in the editor's two languages, as of the day the editor is built (or, under
// `npm run cms`, of the last saved change): admin/vite.config.ts runs this module in Node and
// bundles its result, which the editor's "What to update" page shows (admin/readiness-page.ts).

const found = readiness();

export const readinessReports = {
  en: readinessReport(found, "en"),
  es: readinessReport(found, "es"),
};
