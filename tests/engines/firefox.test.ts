import { checkSiteIn } from "./site-checks";
import { openFirefox } from "./firefox";

checkSiteIn(openFirefox);
