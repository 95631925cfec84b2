import { z } from "zod";
import { date, matching } from "./fields";
import { readContent } from "./read";
import { checked, optional, text } from "./schema";

const day = date.meta({ date_format: "YYYY-MM-DD", picker_utc: false });

export const noticeSchema = checked(
  z.strictObject({
    message: optional(text()).meta({
      label: "Notice",
      hint: "One or two short sentences that name the day, like: All sites are closed Friday, March 6, because of poor air quality. Never write tomorrow or today: the notice shows on several days.",
    }),
    start: optional(day).meta({ label: "First day it shows" }),
    end: optional(day).meta({
      label: "Last day it shows",
      hint: "It disappears the day after, in the morning.",
    }),
    linkText: optional(text()).meta({
      label: "Words of a link after the notice",
      hint: "Like: See the calendar",
    }),
    // One slash, then no second slash or backslash, which browsers read as another site.
    linkTo: optional(
      matching(
        /^(\/(?![/\\])|https:\/\/)[^\s\\]*$/,
        "must be a page of this site (/calendar) or a web address starting with https://",
      ),
    ).meta({
      label: "Where the link leads",
      hint: "A page of this site, like /calendar, or a web address starting with https://",
    }),
  }),
  [
    {
      kind: "needs",
      field: "start",
      when: "message",
      message: "a notice needs the first day it shows",
    },
    {
      kind: "needs",
      field: "end",
      when: "message",
      message: "a notice needs the last day it shows",
    },
    {
      kind: "after",
      field: "end",
      earlier: "start",
      orSame: true,
      message: "the last day comes before the first",
    },
    {
      kind: "needs",
      field: "linkTo",
      when: "linkText",
      message: "a link needs both its words and where it leads",
    },
    {
      kind: "needs",
      field: "linkText",
      when: "linkTo",
      message: "a link needs both its words and where it leads",
    },
  ],
);

/**
 * The short notice staff can post at the top of every page ("All sites closed Friday, March 6,
 * for poor air quality"), from its first to its last day, in Pacific time. Without a message
 * there is no notice.
 */
export const notice = readContent("content/notice.yaml", noticeSchema);

export type NoticeContent = z.output<typeof noticeSchema>;
