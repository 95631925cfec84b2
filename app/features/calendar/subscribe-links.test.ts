import { describe, expect, it } from "vitest";
import { subscribeLinks } from "./subscribe-links";

describe("subscribeLinks", () => {
  it("builds the public iCal address and the Google Calendar link with the encoded id", () => {
    expect(subscribeLinks("star-events@group.calendar.google.com")).toEqual({
      ical: "https://calendar.google.com/calendar/ical/star-events%40group.calendar.google.com/public/basic.ics",
      google:
        "https://calendar.google.com/calendar/render?cid=star-events%40group.calendar.google.com",
    });
  });

  it("encodes the # of holiday calendars", () => {
    expect(subscribeLinks("en.usa#holiday@group.v.calendar.google.com").google).toBe(
      "https://calendar.google.com/calendar/render?cid=en.usa%23holiday%40group.v.calendar.google.com",
    );
  });
});
