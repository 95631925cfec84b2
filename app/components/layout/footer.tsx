import { useLocalePath, useTranslate } from "~/lib/locale-context";
import { inlineScripts } from "~/lib/inline-scripts";
import { m } from "~i18n/paraglide/messages";
import type { LayoutData } from "./layout-data.server";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

const footerLinkClass = "inline-flex min-h-11 items-center text-ink no-underline hover:underline";
export function Footer({ layout }: { layout: LayoutData }) {
  const { organisation, footerColumns, footerBottomLinks, socialLinks, buildYear } = layout;
  const t = useTranslate();
  const localePath = useLocalePath();
  const columnNames = [t(m.layout_footer_programs), t(m.layout_footer_organisation)];
  return (
    <footer className="mt-16 border-t border-line bg-mist print:hidden">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <Logo name={organisation.name} tagline={organisation.tagline} />
          <p className="mt-3 max-w-sm text-ink-soft">{organisation.mission}</p>
        </div>
        {footerColumns.map((column, index) => (
          <nav key={columnNames[index]} aria-label={columnNames[index]}>
            <ul>
              {column.map((item) => (
                <li key={item.href}>
                  <a href={localePath(item.href)} className={footerLinkClass}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>
              © {/* The visitor's year replaces the build's before React, if any, hydrates. */}
              <span data-testid="copyright-year" suppressHydrationWarning>
                {buildYear}
              </span>
              <script dangerouslySetInnerHTML={{ __html: inlineScripts.footerYear }} />{" "}
              {t(m.layout_all_rights_reserved, { name: organisation.fullName })}
            </p>
            <p>{organisation.divisionLine}</p>
            {footerBottomLinks.map((item) => (
              <a
                key={item.href}
                href={localePath(item.href)}
                className="inline-flex min-h-11 items-center text-ink-soft underline hover:text-ink"
              >
                {item.label}
              </a>
            ))}
          </div>
          <ul className="flex gap-2" aria-label={t(m.layout_social_media)}>
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand hover:bg-brand-soft"
                >
                  <SocialIcon name={social.name} />
                  <span className="sr-only">
                    {t(m.layout_social_link, {
                      organisation: organisation.name,
                      network: social.name,
                    })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
