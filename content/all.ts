// Every content module: the facts and texts of the site, read and checked against their schemas
// when this is first imported. The build imports it before it prerenders a page
// (react-router.config.ts), so that a mistake in a content file stops the build with the file,
// the field and what is wrong, in the words staff read in the editor.
export * from "./about";
export * from "./accessibility";
export * from "./billing-guidance";
export * from "./board";
export * from "./calendar";
export * from "./closures";
export * from "./closures-page";
export * from "./contact-page";
export * from "./districts";
export * from "./donations";
export * from "./employment";
export * from "./error-pages";
export * from "./family-help";
export * from "./family-resources";
export * from "./galaxy";
export { hoursLines } from "./galaxy-words";
export * from "./help-desk";
export * from "./home";
export * from "./links";
export * from "./localize";
export * from "./locations";
export * from "./main-office-page";
export * from "./navigation";
export * from "./notice";
export * from "./nova-classes";
export * from "./nova-page";
export * from "./nsd-camps";
export * from "./organisation";
export * from "./organisation-facts";
export * from "./place-status";
export * from "./places";
export * from "./prices";
export * from "./pricing";
export * from "./program-overview";
export * from "./program-sites";
export * from "./programs";
export * from "./search-page";
export * from "./seasons";
export * from "./site-page";
export * from "./sites";
export * from "./subsidy";
export * from "./summer-2025";
export * from "./summer-camp";
export * from "./summer-previews";
export * from "./text-blocks";
