// The English of the site is US English (docs/translations.md). These are the British forms a
// writer most often brings in, each with the US spelling to write instead; the content check
// (content/us-english.test.ts) holds every English text of content/ and messages/ to them, and
// the words-check of the built site (words.built.test.ts) every English page.

/** British spellings as whole words, with the US word to write instead. */
const britishToUs: Record<string, string> = {
  licence: "license",
  licences: "licenses",
  licenced: "licensed",
  enrol: "enroll",
  enrols: "enrolls",
  enrolment: "enrollment",
  enrolments: "enrollments",
  cancelled: "canceled",
  cancelling: "canceling",
  travelled: "traveled",
  travelling: "traveling",
  labelled: "labeled",
  labelling: "labeling",
  modelling: "modeling",
  counselling: "counseling",
  counsellor: "counselor",
  counsellors: "counselors",
  fulfil: "fulfill",
  fulfilment: "fulfillment",
  colour: "color",
  colours: "colors",
  colourful: "colorful",
  favourite: "favorite",
  favourites: "favorites",
  favour: "favor",
  behaviour: "behavior",
  behaviours: "behaviors",
  honour: "honor",
  neighbour: "neighbor",
  neighbours: "neighbors",
  neighbourhood: "neighborhood",
  labour: "labor",
  centre: "center",
  centres: "centers",
  metre: "meter",
  metres: "meters",
  programme: "program",
  programmes: "programs",
  catalogue: "catalog",
  catalogues: "catalogs",
  cheque: "check",
  cheques: "checks",
  enquiry: "inquiry",
  enquiries: "inquiries",
  defence: "defense",
  offence: "offense",
  practise: "practice",
  grey: "gray",
  judgement: "judgment",
  ageing: "aging",
  learnt: "learned",
  whilst: "while",
  amongst: "among",
  mum: "mom",
  mums: "moms",
  paediatric: "pediatric",
  organisation: "organization",
  organisations: "organizations",
  organise: "organize",
  organised: "organized",
  organising: "organizing",
  recognise: "recognize",
  recognised: "recognized",
  realise: "realize",
  apologise: "apologize",
  prioritise: "prioritize",
  customise: "customize",
  summarise: "summarize",
  minimise: "minimize",
  memorise: "memorize",
  personalised: "personalized",
  authorise: "authorize",
  authorised: "authorized",
  authorisation: "authorization",
  analyse: "analyze",
  specialise: "specialize",
  specialised: "specialized",
};

/**
 * Words the site writes the British way on purpose: the organisation's own name spells out
 * Science.Theatre.Art.Recreation, so "theatre" is never in the list above.
 */
const words = new RegExp(`\\b(${Object.keys(britishToUs).join("|")})\\b`, "giu");

/** Each British spelling in an English text, as "licence: write license". */
export function britishSpellings(text: string): string[] {
  return [...text.matchAll(words)].map(([found]) => {
    const us = britishToUs[found.toLowerCase()]!;
    const written = found[0] === found[0]!.toUpperCase() ? us[0]!.toUpperCase() + us.slice(1) : us;
    return `${found}: write ${written}`;
  });
}
