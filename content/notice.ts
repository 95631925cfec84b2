import { z } from "zod";
import { date, matching } from "./fields";
import { readContent } from "./read";
import { optional, text } from "./schema";

const day = date.meta({ date_format: "YYYY-MM-DD", picker_utc: true });

const noticeSchema = z
  .strictObject({
    message: optional(text()).meta({
      label: "Notice",
      hint: "One or two short sentences, like: All sites are closed Friday, March 6, because of poor air quality.",
    }),
    start: optional(day).meta({ label: "First day it shows" }),
    end: optional(day).meta({
      label: "Last day it shows",
      hint: "It disappears the day after, in the morning.",
    }),
    linkText: optional(text()).meta({
      label: "Words of a link after the notice (optional)",
      hint: "Like: See the calendar",
    }),
    linkTo: optional(
      matching(/^(\/|https:\/\/)\S*$/, "must be a page of this site (/calendar) or https://"),
    ).meta({
      label: "Where the link leads",
      hint: "A page of this site, like /calendar, or a web address starting with https://",
    }),
  })
  .superRefine((notice, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (notice.message) {
      if (!notice.start) problem("start", "a notice needs the first day it shows");
      if (!notice.end) problem("end", "a notice needs the last day it shows");
    }
    if (notice.start && notice.end && notice.end < notice.start) {
      problem("end", "the last day comes before the first");
    }
    if (Boolean(notice.linkText) !== Boolean(notice.linkTo)) {
      problem(
        notice.linkText ? "linkTo" : "linkText",
        "a link needs both its words and where it leads",
      );
    }
  });

/**
 * The short notice staff can post at the top of every page ("All sites closed Friday, March 6,
 * for poor air quality"), from its first to its last day, in Pacific time. Without a message
 * there is no notice.
 */
export const notice = readContent("content/notice.yaml", noticeSchema);

export type NoticeContent = z.output<typeof noticeSchema>;
