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
