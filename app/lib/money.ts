const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,234.50" for amounts a family pays; "$62" for whole-dollar fees when cents are off. */
export function formatUsd(amount: number, { cents = true }: { cents?: boolean } = {}): string {
  return (cents ? withCents : wholeDollars).format(amount);
}
