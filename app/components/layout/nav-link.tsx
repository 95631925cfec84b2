import { Link } from "react-router";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import type { NavLink as NavLinkData } from "~content/navigation";
import { ExternalLink } from "../ui/external-link";

interface NavItemLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  item: NavLinkData;
  children?: ReactNode;
  onSelect?: () => void;
  ref?: React.Ref<HTMLAnchorElement>;
}

/**
 * A menu entry: internal links route, account links open their host in a new tab. Extra props
 * and the ref pass through, so Radix menu items can wrap it with `asChild`.
 */
export function NavItemLink({ item, children, onSelect, onClick, ...rest }: NavItemLinkProps) {
  const content = children ?? item.label;
  const handleClick: React.MouseEventHandler<HTMLAnchorElement> = (event) => {
    onClick?.(event);
    onSelect?.();
  };
  return item.external ? (
    <ExternalLink {...rest} href={item.href} onClick={handleClick}>
      {content}
    </ExternalLink>
  ) : (
    <Link {...rest} to={item.href} onClick={handleClick} prefetch="intent">
      {content}
    </Link>
  );
}
