import { intlLocales, type Locale } from "./locale";

const formats = new Map<string, Intl.NumberFormat>();

function usdFormat(locale: Locale, cents: boolean): Intl.NumberFormat {
  const key = `${locale}:${cents}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], {
      style: "currency",
      currency: "USD",
      ...(!cents && { maximumFractionDigits: 0 }),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * "$1,234.50" for amounts a family pays; "$62" for whole-dollar fees when cents are off. Spanish
 * pages format for Spanish speakers in the United States (es-US), who write dollars the same way.
 */
export function formatUsd(
  amount: number,
  { cents = true, locale = "en" }: { cents?: boolean; locale?: Locale } = {},
): string {
  return usdFormat(locale, cents).format(amount);
}

// Dollars as each language writes them, with an optional $ before or after, thousands grouped
// or not, and at most two decimals: "1,234.50" everywhere; in Spanish also "1.234,50" and
// "485,50". The two readings never meet: a comma followed by three digits groups thousands, by
// one or two it marks the cents, and the other way round for a period.
const pointDecimals = /^(\d{1,3}(,\d{3})+|\d+)?(\.\d{1,2})?$/;
const commaDecimals = /^(\d{1,3}(\.\d{3})+|\d+)?(,\d{1,2})?$/;

/**
 * An amount of dollars as a family types it, or undefined when it is not one: "$1,234.50",
 * "450", ".75"; on Spanish pages "485,50" and "1.234,50" too. Spaces (a thin one between
 * thousands) are ignored; the sign is the caller's to read.
 */
export function readUsd(text: string, locale: Locale): number | undefined {
  const bare = text.replace(/\s+/g, "").replace(/^\$|\$$/g, "");
  if (!/\d/.test(bare)) return undefined;
  if (pointDecimals.test(bare)) return Number(bare.replace(/,/g, ""));
  if (locale === "es" && commaDecimals.test(bare)) {
    return Number(bare.replace(/\./g, "").replace(",", "."));
  }
  return undefined;
}

/**
 * An amount as a family would type it into a field that `readUsd` reads: "540", "485.50", with
 * no sign and no grouping, so that editing it by hand starts from plain digits.
 */
export function usdAsTyped(amount: number, locale: Locale): string {
  const cents = !Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocales[locale], {
    useGrouping: false,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
