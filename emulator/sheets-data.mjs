// Summer 2025 camp tabs as Google returns them under FORMATTED_VALUE: every cell a string,
// dates in the en_US display form, plus the irregular rows real sheets accumulate.

export const CAMP_HEADER = [
  "title",
  "generalTime",
  "subGroup",
  "startDate",
  "endDate",
  "description",
  "group",
];

/** Tab name, week-code prefix ('EU 1') and number of weeks, in the sheet's tab order. */
export const CAMP_TABS = [
  { tab: "EUSD", prefix: "EU", weeks: 9 },
  { tab: "WPUSD", prefix: "WP", weeks: 9 },
  { tab: "RAFOS", prefix: "RAFOS", weeks: 8 },
];

const CAMPS = {
  "TK/K": [
    "Mini Makers",
    "Under the Sea",
    "Teddy Bear Picnic",
    "Dino Discovery",
    "Bugs & Butterflies",
  ],
  "Grades 1-3": [
    "Junior Chefs",
    "Superhero Science",
    "Art Around the World",
    "Camp Ocean Explorers",
    "Space Cadets",
    "Wizards & Potions",
    "Sports Spectacular",
  ],
  "Grades 4-7": [
    "Robotics Rumble",
    "Broadway Bound",
    "Mystery Detectives",
    "Game Designers",
    "Eco Explorers",
    "Film Makers",
  ],
};

const PLANS = {
  EUSD: {
    locations: [
      "Maidu Elementary",
      "Greenhills Elementary",
      "Oakhills Elementary",
      "Excelsior Elementary",
    ],
    extraWeeks: [1, 3, 5, 7, 9],
    extra: ["Campamento Español", "Excelsior Elementary", "Spanish Immersion"],
    ragged: ["Extended Day Camp", "Excelsior Elementary", "Extended Day", "6/9/2025", "8/8/2025"],
  },
  WPUSD: {
    locations: [
      "Lincoln Crossing Elementary",
      "Twelve Bridges Elementary",
      "Scott M. Leaman Elementary",
    ],
    twoCampWeeks: [2, 4, 6, 8],
    ragged: [
      "Field Trip Friday: Sacramento Zoo",
      "Twelve Bridges Elementary",
      "Grades 1-3",
      "7/18/2025",
      "7/18/2025",
      '<p>A day at the zoo with a picnic lunch. <a href="https://example.org/camps/field-trips">Permission slip</a></p>',
    ],
  },
  RAFOS: {
    locations: ["Rocklin Academy Gateway"],
    twoCampWeeks: [2, 5, 7],
    ragged: [
      "Extended Day Camp",
      "Rocklin Academy Gateway",
      "Extended Day",
      "6/9/2025",
      "8/1/2025",
    ],
  },
};

// Markup the site's sanitiser must neutralise. No event-handler attribute: Chromium reports a
// refused inline handler as soon as one is parsed, even in the sanitiser's inert document, so
// those vectors are in the hostile corpus (tests/e2e/hostile-html.emulator.spec.ts) instead.
const HOSTILE =
  '<img src=x><script>window.__xss=1</script><a href="javascript:window.__xss=1">See the cast list</a><div style="position:fixed;top:0;left:0;width:100%;height:100%">Showtime!</div>';

const slug = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function synopsis(title, category) {
  return `<p><b>${title}</b> is a week of hands-on fun for ${category} campers.</p><ul><li>Daily projects to take home</li><li>Outdoor games every afternoon</li></ul><p><a href="https://example.org/camps/${slug(title)}">Camp details</a></p>`;
}

/** Week n of summer 2025 as displayed dates: Monday 6/9/2025 plus 7 days a week, Monday to Friday. */
export function weekDates(week) {
  const show = (date) => `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
  const monday = Date.UTC(2025, 5, 9 + 7 * (week - 1));
  return [show(new Date(monday)), show(new Date(monday + 4 * 86_400_000))];
}

function weekRows(plan, prefix, week, tabIndex) {
  const [start, end] = weekDates(week);
  const categories = Object.keys(CAMPS).slice(0, plan.twoCampWeeks?.includes(week) ? 2 : 3);
  const rows = categories.map((category, i) => {
    const titles = CAMPS[category];
    const title = titles[(week + tabIndex * 2 + i) % titles.length];
    const location = plan.locations[(week + i) % plan.locations.length];
    return [title, location, category, start, end, synopsis(title, category), `${prefix} ${week}`];
  });
  if (plan.extraWeeks?.includes(week)) {
    const [title, location, category] = plan.extra;
    rows.push([
      title,
      location,
      category,
      start,
      end,
      synopsis(title, category),
      `${prefix} ${week}`,
    ]);
  }
  return rows;
}

/** Irregular cells the site must cope with, at fixed places so tests can find them. */
function roughen(weeks, prefix) {
  weeks[1][0][3] = "2025-06-16";
  weeks[2][0][6] = ` ${prefix} 3 `;
  weeks[4].at(-1)[4] = "TBD";
  weeks[5][1][5] = `<p><b>${weeks[5][1][0]}</b>: lights, camera, action!</p>${HOSTILE}`;
  weeks[6][0][1] = "";
}

/** Fresh copies of the three tabs, header row first. */
export function campTabs() {
  const tabs = {};
  CAMP_TABS.forEach(({ tab, prefix, weeks: count }, tabIndex) => {
    const plan = PLANS[tab];
    const weeks = Array.from({ length: count }, (_, i) => weekRows(plan, prefix, i + 1, tabIndex));
    roughen(weeks, prefix);
    const rows = [
      CAMP_HEADER,
      ...weeks.slice(0, 4).flat(),
      [],
      ...weeks.slice(4).flat(),
      plan.ragged,
    ];
    tabs[tab] = rows.map((row) => [...row]);
  });
  return tabs;
}
