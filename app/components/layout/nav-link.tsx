import { Link } from "react-router";
import type { ReactNode } from "react";
import type { NavLink as NavLinkData } from "~content/navigation";
import { ExternalLink } from "../ui/external-link";

interface NavItemLinkProps {
  item: NavLinkData;
  className?: string;
  children?: ReactNode;
  onSelect?: () => void;
}

/** A menu entry: internal links route, account links open their host in a new tab. */
export function NavItemLink({ item, className, children, onSelect }: NavItemLinkProps) {
  const content = children ?? item.label;
  return item.external ? (
    <ExternalLink href={item.href} className={className} onClick={onSelect}>
      {content}
    </ExternalLink>
  ) : (
    <Link to={item.href} className={className} onClick={onSelect} prefetch="intent">
      {content}
    </Link>
  );
}
