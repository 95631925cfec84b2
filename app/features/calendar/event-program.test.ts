import { describe, expect, it } from "vitest";
import { eventProgram } from "./event-program";

describe("eventProgram", () => {
  it.each([
    ["Non-School Day Camp – Presidents' Day", "nsd"],
    ["Spring Break Camp", "nsd"],
    ["Summer Camp – first day", "summer"],
    ["Nova class registration opens", "nova"],
    ["Galaxy spirit day – Hat Day", "galaxy"],
    ["Winter Break – Galaxy closed", "galaxy"],
    ["STAR Board of Directors meeting", undefined],
    ["Supernova party", undefined],
  ])("files %j under %s", (summary, program) => {
    expect(eventProgram(summary)).toBe(program);
  });
});
