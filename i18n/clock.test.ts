import { spawnSync } from "node:child_process";
import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  clockIn,
  clockOfTyped,
  dayIn,
  dayStartWithTemporal,
  minutesOf,
  momentIn,
  timeOfDay,
  timeSpan,
  withOffsetWithTemporal,
} from "./clock";

// Times keep their parts together with no-break spaces (\u00a0), so "a. m." never wraps.
describe("times of day", () => {
  it.each([
    ["06:30", "6:30\u00a0AM", "6:30\u00a0a.\u00a0m."],
    ["12:00", "12:00\u00a0PM", "12:00\u00a0p.\u00a0m."],
    ["00:15", "12:15\u00a0AM", "12:15\u00a0a.\u00a0m."],
    ["18:00", "6:00\u00a0PM", "6:00\u00a0p.\u00a0m."],
  ])("writes %s as %s in English and %s in Spanish", (value, english, spanish) => {
    expect(timeOfDay(value, "en")).toBe(english);
    expect(timeOfDay(value, "es")).toBe(spanish);
  });

  it("writes opening hours as a range in each language's style", () => {
    expect(timeSpan("06:30", "18:00", "en")).toBe("6:30\u00a0AM–6:00\u00a0PM");
    expect(timeSpan("06:30", "18:00", "es")).toBe("6:30\u00a0a.\u00a0m. – 6:00\u00a0p.\u00a0m.");
  });

  it("orders times by the minutes since midnight", () => {
    expect(minutesOf("06:30")).toBe(390);
    expect(minutesOf("18:00")).toBeGreaterThan(minutesOf("12:59"));
  });

  it.each(["6:30 AM", "24:00", "7:60", ""])("refuses %j, which is not a 24-hour time", (value) => {
    expect(() => timeOfDay(value, "en")).toThrow("is not a time like 06:30 or 18:00");
  });
});

describe("a time as a person types it", () => {
  it.each([
    ["12:00 PM", "12:00"],
    ["12 pm", "12:00"],
    ["12pm", "12:00"],
    ["noon", "12:00"],
    ["Mediodía", "12:00"],
    ["12:00 AM", "00:00"],
    ["midnight", "00:00"],
    ["3:15 p. m.", "15:15"],
    ["3:15\u202fp.\u00a0m.", "15:15"],
    ["9 a.m.", "09:00"],
    ["9:30am", "09:30"],
    ["6:15 PM", "18:15"],
    ["18:15", "18:15"],
    ["06:30", "06:30"],
    ["12:00", "12:00"],
    ["0:00", "00:00"],
  ])("reads %j as %s", (typed, value) => {
    expect(clockOfTyped(typed)).toBe(value);
  });

  it("reads as written what the editor shows of a saved time, in either language", () => {
    for (const value of ["06:30", "12:00", "15:45", "18:00"]) {
      for (const locale of ["en", "es"] as const) {
        expect(clockOfTyped(timeOfDay(value, locale))).toBe(value);
      }
    }
  });

  it("asks for AM or PM where an hour could be either", () => {
    expect(clockOfTyped("3:00")).toBe("ambiguous");
    expect(clockOfTyped("6")).toBe("ambiguous");
  });

  it.each(["", "soon", "13 pm", "0 am", "25:00", "6:75 pm", "12:00 PM PM"])(
    "reads %j as no time",
    (typed) => {
      expect(clockOfTyped(typed)).toBeNull();
    },
  );
});

describe("moments", () => {
  it("names the day and the time in the zone asked for, in each language", () => {
    const instant = new Date("2026-11-27T22:05:00Z");
    expect(momentIn(instant, "en", "America/Los_Angeles")).toBe("November 27, 2:05\u00a0PM");
    expect(momentIn(instant, "es", "America/Los_Angeles")).toBe(
      "27 de noviembre a las 2:05\u00a0p.\u00a0m.",
    );
    // 02:30 UTC on the 28th is still the evening of the 27th in Los Angeles.
    expect(momentIn(new Date("2026-11-28T02:30:00Z"), "en", "America/Los_Angeles")).toBe(
      "November 27, 6:30\u00a0PM",
    );
  });

  it("says the time in Spanish as a sentence does, after “a las”, or “a la” at one o'clock", () => {
    const at = (utc: string) => momentIn(new Date(utc), "es", "America/Los_Angeles");
    expect(at("2026-11-28T14:48:00Z")).toBe("28 de noviembre a las 6:48\u00a0a.\u00a0m.");
    expect(at("2026-11-28T21:05:00Z")).toBe("28 de noviembre a la 1:05\u00a0p.\u00a0m.");
    expect(at("2026-11-28T19:30:00Z")).toBe("28 de noviembre a las 11:30\u00a0a.\u00a0m.");
    expect(at("2026-11-28T19:30:00Z")).not.toMatch(/noviembre,/);
  });
});

describe("dayIn", () => {
  it("names the day an instant falls on in the zone, as content writes days", () => {
    expect(dayIn(new Date("2026-03-07T06:00:00Z"), "America/Los_Angeles")).toBe("2026-03-06");
    expect(dayIn(new Date("2026-03-07T06:00:00Z"), "UTC")).toBe("2026-03-07");
  });

  it("does not depend on how the engine writes a date in some locale", () => {
    // WebKit writes "en-CA" dates as 03/06/2026; the day must come out the same there.
    const prototype = Intl.DateTimeFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(prototype, "format")!;
    Object.defineProperty(prototype, "format", {
      configurable: true,
      get: () => () => "03/06/2026",
    });
    try {
      expect(dayIn(new Date("2026-03-07T06:00:00Z"), "America/Los_Angeles")).toBe("2026-03-06");
    } finally {
      Object.defineProperty(prototype, "format", format);
    }
  });
});

/**
 * Runs `call` on each input in a Node with Temporal, which Node keeps behind a flag, so that
 * the Temporal paths can be held to the answers the other engines get here.
 */
function withTemporal<T>(name: string, inputs: T[], call: string): unknown[] {
  const program = `
    if (typeof Temporal !== "object") throw new Error("no Temporal in this Node");
    const { ${name} } = await import(process.argv[1]);
    const inputs = JSON.parse(process.argv[2]);
    console.log(JSON.stringify(inputs.map((input) => ${call})));`;
  const run = spawnSync(
    process.execPath,
    [
      "--harmony-temporal",
      "--input-type=module",
      "-e",
      program,
      new URL("./clock.ts", import.meta.url).href,
      JSON.stringify(inputs),
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as unknown[];
}

const zone = "America/Los_Angeles";

describe("where the engine has Temporal", () => {
  it("dayIn names the same day as Intl does, around midnight and the clock changes", () => {
    const instants = [
      "2026-03-07T06:00:00Z",
      "2026-03-07T08:30:00Z",
      // Clocks go forward at 2:00 on March 8, 2026, and back at 2:00 on November 1.
      "2026-03-08T07:30:00Z",
      "2026-03-08T10:30:00Z",
      "2026-11-01T06:59:00Z",
      "2026-11-01T08:30:00Z",
      "2026-11-02T07:59:00Z",
      "2027-01-01T07:59:59Z",
    ];
    expect(withTemporal("dayIn", instants, `dayIn(new Date(input), "${zone}")`)).toEqual(
      instants.map((at) => dayIn(new Date(at), zone)),
    );
  });

  it("dayStartWithTemporal gives the start of the day @date-fns/tz gives, offset and carry-over alike", () => {
    const days: [number, number, number][] = [
      [2026, 3, 0],
      [2026, 3, 8],
      [2026, 3, 9],
      [2026, 11, 1],
      [2026, 11, 2],
      [2026, 13, 2],
      [2026, 12, 32],
      [2027, 1, 1],
    ];
    expect(
      withTemporal(
        "dayStartWithTemporal",
        days,
        `dayStartWithTemporal(input[0], input[1], input[2], "${zone}")`,
      ),
    ).toEqual(days.map(([year, month, day]) => formatISO(new TZDate(year, month - 1, day, zone))));
    expect(dayStartWithTemporal(2026, 3, 8, zone)).toBeUndefined();
  });

  it("withOffsetWithTemporal writes an instant as @date-fns/tz does, to the second", () => {
    const instants = [
      "2026-03-08T09:59:59.750Z",
      "2026-03-08T10:00:00Z",
      "2026-11-01T08:30:00Z",
      "2026-11-01T09:30:00+00:00",
      "2026-12-31T23:00:00-08:00",
    ];
    expect(
      withTemporal(
        "withOffsetWithTemporal",
        instants,
        `withOffsetWithTemporal(new Date(input), "${zone}")`,
      ),
    ).toEqual(instants.map((at) => formatISO(new TZDate(Date.parse(at), zone))));
    expect(withOffsetWithTemporal(new Date(instants[0]!), zone)).toBeUndefined();
  });
});

describe("clockIn", () => {
  it("gives the time of day in the zone, 24-hour, as content writes it", () => {
    expect(clockIn(new Date("2026-12-04T23:30:00Z"), "America/Los_Angeles")).toBe("15:30");
    expect(clockIn(new Date("2026-12-05T08:05:00Z"), "America/Los_Angeles")).toBe("00:05");
  });
});
