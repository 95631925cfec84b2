import { describe, expect, it } from "vitest";
import { messageProblems, messageProblemsOfProject } from "./check-messages.mjs";

describe("the words of the screens", () => {
  it("every message exists in English and in Spanish, with the same {inputs}, once", async () => {
    expect(await messageProblemsOfProject()).toEqual([]);
  });

  it("names a missing, empty or mismatched message by file and key (so the check can fail)", () => {
    const english = { nova_tab: "Classes", nova_count: "{count} classes", nova_more: "More" };
    const spanish = { nova_tab: "", nova_count: "{total} clases" };
    expect(messageProblems("nova", english, spanish)).toEqual([
      "messages/nova/es.json: nova_tab is empty",
      'messages/nova/es.json: nova_more is missing ("More")',
      "messages/nova/es.json: nova_count must use the same {inputs} as the English text",
    ]);
  });

  it("holds the Spanish to the site's rules for Spanish, naming the rule", () => {
    const english = { closures_filter_one: "One site has places for {program}." };
    const spanish = { closures_filter_one: "1 sitio tiene cupo en {program}." };
    expect(messageProblems("closures", english, spanish)).toEqual([
      'messages/closures/es.json: closures_filter_one: a sentence that starts with a numeral: write it in words (Un sitio tiene cupo…) ("1 sitio tiene cupo en {program}.")',
    ]);
  });

  it("names a Spanish message that words a thing otherwise than every other screen", () => {
    const english = { calendar_ics: "Download for Apple Calendar", closures_late: "Opens late" };
    const spanish = { calendar_ics: "Descargar para Apple Calendar", closures_late: "Abre tarde" };
    expect(messageProblems("calendar", english, spanish)).toEqual([
      'messages/calendar/es.json: calendar_ics: Apple Calendar: say Calendario de Apple ("Descargar para Apple Calendar")',
      'messages/calendar/es.json: closures_late: abre tarde or cierra temprano: say abre más tarde, cierra más temprano ("Abre tarde")',
    ]);
  });
});
