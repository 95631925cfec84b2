import { checkSiteIn } from "./site-checks";
import { openWebKit } from "./webkit";

checkSiteIn(openWebKit);
