import type { ReactNode } from "react";
import type { NavLink as NavLinkData } from "~content/navigation";
import { useLocalePath } from "~/lib/locale-context";
import { ExternalLink } from "../ui/external-link";

interface NavItemLinkProps {
  item: NavLinkData;
  /** The path of the page being shown, so its own entry is marked as the current page. */
  pathname: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A menu entry: a page of the site in the page's language, loaded as a new document (which also
 * closes any open menu), or an account host (in English only) in a new tab.
 */
export function NavItemLink({ item, pathname, className, children }: NavItemLinkProps) {
  const localePath = useLocalePath();
  const content = children ?? item.label;
  if (item.external) {
    return (
      <ExternalLink href={item.href} className={className} english>
        {content}
      </ExternalLink>
    );
  }
  const href = localePath(item.href);
  return (
    <a href={href} aria-current={href === pathname ? "page" : undefined} className={className}>
      {content}
    </a>
  );
}
