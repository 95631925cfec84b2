import { Slogan } from "~/components/ui/slogan";

/**
 * The star mark and wordmark, drawn for this site. In the header bar (`inBar`), the tagline is
 * left to screen readers where the whole menu shares the bar with it but the bar is not yet wide
 * (lg to xl), so the Spanish menu fits on one line. `spokenAfter` follows the tagline for a
 * screen reader (the header link's ", home page").
 */
export function Logo({
  name,
  tagline,
  inBar = false,
  spokenAfter,
}: {
  name: string;
  tagline: string;
  inBar?: boolean;
  spokenAfter?: string;
}) {
  return (
    <span className="flex items-center gap-2">
      <svg
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <circle cx="20" cy="20" r="19" fill="var(--color-brand)" />
        <path
          d="M20 7.5l3.6 8 8.7.9-6.5 5.8 1.9 8.6L20 26.3l-7.7 4.5 1.9-8.6-6.5-5.8 8.7-.9z"
          fill="var(--color-accent)"
          stroke="#fff"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-xl font-black tracking-wide text-brand-strong">{name}</span>{" "}
        {/* On the narrowest phones the tagline is left to screen readers, so the header fits. */}
        <span
          className={`text-xs font-semibold text-ink-soft max-[30rem]:sr-only ${inBar ? "lg:max-xl:sr-only" : ""}`}
        >
          <Slogan text={tagline} spokenAfter={spokenAfter} />
        </span>
      </span>
    </span>
  );
}
