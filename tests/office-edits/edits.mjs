// Changes an office manager makes in the editor, applied to a copy of content/: the content's
// invariants and the checks of every built page must hold on the site built from it as well as
// on the real one, so that no test holds a fact staff may change. Each edit starts from what the files say now (a time moves by
// a quarter of an hour, a fee goes up by a few dollars), so it still applies after staff edits.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Document, parseDocument } from "yaml";

/** Reads a YAML file as a document, lets `change` edit it, and writes it back. */
function editYaml(file, change) {
  const document = parseDocument(readFileSync(file, "utf8"));
  change(document);
  writeFileSync(file, String(document));
}

/** "06:30" moved by `minutes`, in the same 24-hour format. */
export function shiftTime(time, minutes) {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`not a time like 06:30: ${time}`);
  const total = Number(match[1]) * 60 + Number(match[2]) + minutes;
  const day = ((total % 1440) + 1440) % 1440;
  const pad = (n) => String(n).padStart(2, "0");
  return `${pad(Math.floor(day / 60))}:${pad(day % 60)}`;
}

/** A phone of the reserved 555-01xx range that no file in `content` holds yet. */
function unusedPhone(content, taken) {
  const text = allText(content);
  for (let last = 99; last >= 0; last--) {
    const phone = `(916) 555-01${String(last).padStart(2, "0")}`;
    if (!text.includes(phone) && !taken.includes(phone)) return phone;
  }
  throw new Error("no unused 555-01xx phone left");
}

function allText(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}

function siteFiles(content) {
  const folder = path.join(content, "sites");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => path.join(folder, name))
    .map((file) => ({ file, site: parseDocument(readFileSync(file, "utf8")).toJS() }))
    .sort((a, b) => a.site.id - b.site.id);
}

/** The first day from `days` ahead that no posted closure covers, at any site. */
function freeDay(content, days) {
  const folder = path.join(content, "closures");
  const posted = readdirSync(folder).map((name) =>
    parseDocument(readFileSync(path.join(folder, name), "utf8")).toJS(),
  );
  for (let ahead = days; ; ahead++) {
    const day = pacificDay(ahead);
    if (!posted.some((closure) => closure.first <= day && day <= closure.last)) return day;
  }
}

/** Today in the organisation's time zone, moved by `days`, as content writes dates. */
function pacificDay(days) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The edits, in order. Each says what it changed, for the closing report of the run.
 * @param {string} content the copy of content/ to edit
 * @returns {string[]}
 */
export function applyOfficeEdits(content) {
  const done = [];
  const [, first, second, third, ...rest] = siteFiles(content);
  if (!first || !second || !third || rest.length === 0) {
    throw new Error("the edits need at least four school sites");
  }

  editYaml(first.file, (document) => {
    const opens = shiftTime(document.getIn(["hours", "opens"]), 15);
    document.setIn(["hours", "opens"], opens);
    done.push(`${first.site.slug} opens at ${opens}`);
  });
  // A site that closes before Galaxy does: it gets a closing time of its own, where the others
  // keep following Galaxy's (content/galaxy.yaml).
  const galaxyCloses = parseDocument(readFileSync(path.join(content, "galaxy.yaml"), "utf8")).get(
    "closes",
  );
  editYaml(second.file, (document) => {
    const opens = shiftTime(document.getIn(["hours", "opens"]), -30);
    const closes = shiftTime(document.getIn(["hours", "closes"]) ?? galaxyCloses, -30);
    document.setIn(["hours", "opens"], opens);
    document.setIn(["hours", "closes"], closes);
    done.push(`${second.site.slug} is open ${opens} to ${closes}`);
  });

  const sitePhone = unusedPhone(content, []);
  editYaml(third.file, (document) => document.set("phone", sitePhone));
  done.push(`${third.site.slug} answers at ${sitePhone}`);

  editYaml(path.join(content, "districts.yaml"), (document) => {
    const districts = document.get("districts");
    const index = districts.items.findIndex((district) => district.get("phone"));
    const phone = unusedPhone(content, [sitePhone]);
    districts.items[index].set("phone", phone);
    done.push(`${districts.items[index].get("id")} answers at ${phone}`);
  });

  // A fourteenth site, in the first school site's district but numbered after every other site,
  // so that a page listing sites by district and one listing them by number put it in different
  // places: a copy of the first school site under a new name, number, address and phone.
  const model = first;
  const number = rest.at(-1).site.id + 1;
  const slug = "sierra-vista-star";
  const phone = unusedPhone(content, [sitePhone]);
  const newSite = parseDocument(readFileSync(model.file, "utf8"));
  newSite.set("id", number);
  newSite.set("slug", slug);
  for (const [field, words] of [
    ["title", "Sierra Vista"],
    ["school", "Sierra Vista Elementary"],
    ["windowTitle", "Sierra Vista STAR"],
  ]) {
    newSite.setIn([field, "en"], words);
    newSite.setIn([field, "es"], words);
  }
  newSite.set("address", "1400 Sierra Vista Way");
  newSite.set("lat", Number((model.site.lat + 0.012).toFixed(6)));
  newSite.set("lng", Number((model.site.lng - 0.015).toFixed(6)));
  newSite.set("phone", phone);
  newSite.set("email", "sierravista@star.example.org");
  newSite.set("programs", newSite.createNode(["galaxy", "nsd", "subsidy"]));
  writeFileSync(path.join(content, "sites", `${slug}.yaml`), String(newSite));
  done.push(`a new site, ${slug}, number ${number}, in ${model.site.district}, at ${phone}`);

  editYaml(path.join(content, "galaxy.yaml"), (document) => {
    const closes = shiftTime(document.get("closes"), 30);
    document.set("closes", closes);
    done.push(`Galaxy closes at ${closes}, and so every site without a closing time of its own`);
  });

  editYaml(path.join(content, "summer-2025.yaml"), (document) => {
    const raise = (keys, by) => document.setIn(keys, document.getIn(keys) + by);
    raise(["registrationFee"], 25);
    document.get("dayCamps").items.forEach((_, index) => raise(["dayCamps", index, "perDay"], 3));
    raise(["spanishCamp", "perWeek"], 10);
    raise(["spanishCamp", "shortWeek", "price"], 10);
    document
      .get("extendedDay")
      .items.forEach((_, index) => raise(["extendedDay", index, "perDay"], 2));
    done.push(`Summer 2025 fees raised (registration ${document.get("registrationFee")})`);
  });

  // The organization confirms the first district's Galaxy prices, a few dollars higher and one
  // with cents, and the prices move on to the next school year.
  editYaml(path.join(content, "prices.yaml"), (document) => {
    const table = document.get("galaxy").items[0];
    const rows = table.get("monthly").items;
    for (const row of rows) {
      for (const part of ["before", "after", "both"]) row.set(part, row.get(part) + 12);
    }
    rows[0].set("after", rows[0].get("after") + 0.5);
    table.set("registrationFee", table.get("registrationFee") + 5);
    table.set("standIn", false);
    const year = String(document.get("schoolYear"))
      .split("-")
      .map((part) => Number(part) + 1)
      .join("-");
    document.set("schoolYear", year);
    done.push(`${table.get("district")}'s Galaxy prices for ${year} confirmed, a little higher`);
  });
  // The director checks the handbook's topic on a sick child: its switch goes off in both files.
  for (const language of ["en", "es"]) {
    const file = path.join(content, "family-help", `illness.${language}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/^standIn: true$/m, "standIn: false"));
  }
  done.push("the handbook's topic on a sick child is confirmed");

  // A new school year is added to Galaxy's seasons, its registration open since yesterday; a new
  // Nova season's registration closes in three days, so its pages carry two states; next summer
  // is added with only the day its registration opens. Each comes after the last season staff
  // set, and holds the days it is given, whatever today is.
  editYaml(path.join(content, "seasons.yaml"), (document) => {
    const lastYear = (program) =>
      Number(String(document.get(program).items.at(-1).get("name")).slice(-4));
    /** The school year ending in `end`: "2027-2028" for 2028. */
    const schoolYear = (end) => `${end - 1}-${end}`;
    /** The year whose school year (July to June) holds `day`, by its last year. */
    const schoolYearEnd = (day) => Number(day.slice(0, 4)) + (day.slice(5) >= "07-01" ? 1 : 0);
    const add = (program, season) =>
      document
        .get(program)
        .add(document.createNode({ first: "", last: "", registrationCloses: "", ...season }));
    const galaxy = schoolYear(Math.max(lastYear("galaxy") + 1, schoolYearEnd(pacificDay(0))));
    add("galaxy", { name: galaxy, registrationOpens: pacificDay(-1) });
    const nova = schoolYear(Math.max(lastYear("nova") + 1, schoolYearEnd(pacificDay(3))));
    add("nova", {
      name: nova,
      registrationOpens: pacificDay(-30),
      registrationCloses: pacificDay(3),
    });
    const opens = pacificDay(40);
    const summer = String(
      Math.max(
        lastYear("summer") + 1,
        Number(opens.slice(0, 4)) + (opens.slice(5) > "08-31" ? 1 : 0),
      ),
    );
    add("summer", { name: summer, registrationOpens: opens });
    done.push(
      `Galaxy ${galaxy} opens for registration ${pacificDay(-1)}; Nova ${nova}'s registration closes ${pacificDay(3)}; Summer Camp ${summer} opens ${opens}`,
    );
  });

  editYaml(path.join(content, "notice.yaml"), (document) => {
    document.set(
      "message",
      document.createNode({
        en: "All sites close at noon on the last day before winter break.",
        es: "Todos los sitios cierran al mediodía el último día antes de las vacaciones de invierno.",
      }),
    );
    document.set("start", pacificDay(-1));
    document.set("end", pacificDay(7));
    document.set(
      "linkText",
      document.createNode({ en: "See the calendar", es: "Vea el calendario" }),
    );
    document.set("linkTo", "/calendar");
    done.push(`a notice from ${pacificDay(-1)} to ${pacificDay(7)}`);
  });
  // A closure at two sites, from the editor's Closures: one file, named and written as the editor
  // names and writes it (its fields in the form's order, a time in quotes), on the first day from
  // three days ahead that no closure posted already covers, as the editor would insist.
  const closureDay = freeDay(content, 3);
  const closure = new Document({
    first: closureDay,
    last: closureDay,
    kind: "closesEarly",
    time: "14:00",
    allSites: false,
    sites: [first.site.slug, second.site.slug],
    programs: [],
    goesOn: [],
    reason: { en: "Water main repair", es: "Reparación de la tubería de agua" },
    announced: pacificDay(0),
  });
  closure.get("time", true).type = "QUOTE_DOUBLE";
  writeFileSync(
    path.join(content, "closures", `${closureDay}-water-main-repair.yaml`),
    String(closure),
  );
  done.push(`${first.site.slug} and ${second.site.slug} close early on ${closureDay}`);

  // A program's places change, checked today: the first line of the first site's places.
  const placesFile = path.join(content, "places", `${first.site.slug}.yaml`);
  editYaml(placesFile, (document) => {
    const line = document.get("programs").items[0];
    const status = line.get("status") === "waitlist" ? "available" : "waitlist";
    line.set("status", status);
    line.set("checked", pacificDay(0));
    done.push(`${first.site.slug}: ${line.get("program")} is now ${status}`);
  });
  return done;
}
