// Every fact and text in content/, for the loaders that prerender the pages. A ".server"
// module never reaches the browser (React Router refuses to bundle it), so neither do the
// content files nor zod, which checks them as the build loads them.
export * from "~content/about";
export * from "~content/accessibility";
export * from "~content/billing-guidance";
export * from "~content/board";
export * from "~content/calendar";
export * from "~content/contact-page";
export * from "~content/districts";
export * from "~content/donations";
export * from "~content/employment";
export * from "~content/error-pages";
export * from "~content/family-help";
export * from "~content/family-resources";
export * from "~content/galaxy";
export * from "~content/help-desk";
export * from "~content/home";
export * from "~content/links";
export * from "~content/localize";
export * from "~content/locations";
export * from "~content/main-office-page";
export * from "~content/navigation";
export * from "~content/notice";
export * from "~content/nova-classes";
export * from "~content/nova-page";
export * from "~content/nsd-camps";
export * from "~content/organisation";
export * from "~content/organisation-facts";
export * from "~content/pricing";
export * from "~content/program-overview";
export * from "~content/program-sites";
export * from "~content/programs";

export * from "~content/sites";
export * from "~content/subsidy";
export * from "~content/summer-2025";
export * from "~content/summer-camp";
export * from "~content/summer-previews";
export * from "~content/text-blocks";
