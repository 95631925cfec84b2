/**
 * What the Maps JavaScript API (the /locations map) loads: its script and RPC host, tiles, icons
 * and fonts, from Google's CSP guide for the Maps JavaScript API without its 'unsafe-eval',
 * which the raster map this site draws does not need.
 */
export const MAPS = {
  script: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  connect: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  img: [
    "https://maps.googleapis.com",
    "https://maps.gstatic.com",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
  ],
  style: ["https://fonts.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
};
