// Where a run of `npm test` keeps its timings: one folder per stage for the runners' reports.
import path from "node:path";

export const reportsFolder = "test-timings";
export const stagesFile = path.join(reportsFolder, "stages.json");

/** A stage's folder: its npm script's name, with ":" (which Windows refuses in a name) as "-". */
export const stageFolder = (stage) => path.join(reportsFolder, stage.replaceAll(":", "-"));
