import { describe, expect, it } from "vitest";
import { closuresFeedPath, googleCalendarAddress, subscribeLinks } from "./feed-paths";

describe("the ways to subscribe to a calendar", () => {
  it("offers a feed of this site as a webcal: link, and to Google Calendar by its address", () => {
    const address = `https://star.example.org${closuresFeedPath("es", "maidu-star")}`;
    expect(subscribeLinks(address)).toEqual({
      address: "https://star.example.org/es/feeds/closures/maidu-star.ics",
      webcal: "webcal://star.example.org/es/feeds/closures/maidu-star.ics",
      google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent("webcal://star.example.org/es/feeds/closures/maidu-star.ics")}`,
    });
  });

  it("offers a Google calendar at its public address, and to Google Calendar by its id, encoded", () => {
    const id = "en.usa#holiday@group.v.calendar.google.com";
    expect(subscribeLinks(googleCalendarAddress(id), id)).toEqual({
      address:
        "https://calendar.google.com/calendar/ical/en.usa%23holiday%40group.v.calendar.google.com/public/basic.ics",
      webcal:
        "webcal://calendar.google.com/calendar/ical/en.usa%23holiday%40group.v.calendar.google.com/public/basic.ics",
      google:
        "https://calendar.google.com/calendar/render?cid=en.usa%23holiday%40group.v.calendar.google.com",
    });
  });
});
