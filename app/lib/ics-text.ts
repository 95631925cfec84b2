// Control characters, which RFC 5545 allows in no text but a tab, and the line and paragraph
// separators some readers take for line breaks. ical-generator escapes only CR and LF.
// eslint-disable-next-line no-control-regex -- they are what it finds
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/gu;

/** A text for an iCalendar file with a space for each control character; line breaks stay. */
export const withoutControls = (value: string) => value.replace(controls, " ");
