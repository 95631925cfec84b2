/** The two sizes every page is checked at: a phone and a laptop. */
export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;
