import { Link } from "react-router";
import { footerColumns } from "~content/navigation";
import { organisation } from "~content/organisation";
import { socialLinks } from "~content/links";
import { CurrentYear } from "./current-year";
import { SocialIcon } from "./social-icon";
import { Logo } from "./logo";

const footerLinkClass = "inline-flex min-h-11 items-center text-ink no-underline hover:underline";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-mist print:hidden">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-ink-soft">{organisation.mission}</p>
        </div>
        {footerColumns.map((column, index) => (
          <nav key={index} aria-label={index === 0 ? "Programs" : "Organisation"}>
            <ul>
              {column.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={footerLinkClass}>
                    {item.label}
                  </Link>
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
              © <CurrentYear buildYear={__BUILD_YEAR__} /> {organisation.fullName}. All rights
              reserved.
            </p>
            <p>{organisation.divisionLine}</p>
          </div>
          <ul className="flex gap-2" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand hover:bg-brand-soft"
                >
                  <SocialIcon name={social.name} />
                  <span className="sr-only">{`${organisation.name} on ${social.name} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
