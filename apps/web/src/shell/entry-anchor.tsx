import type { ComponentProps, MouseEvent, Ref } from "react";
import { Link as RouterLink } from "../ui/link";
import { usePublicConfig } from "./api/get-public-config";
import { usePartner } from "./partner-context";
import { externalHref, type NavEntry } from "./sidebar-entries";
import { clearForExternalProduct } from "./storage";

type EntryAnchorProps = Omit<ComponentProps<"a">, "href" | "target" | "rel"> & {
  entry: NavEntry;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Renders a sidebar entry as a real link: a router link inside the app, or a new-tab link to another
 * product site. Leaving for another product clears local storage and all session storage except the
 * partner details. Meant as the `component` of MUI buttons and list items.
 */
export function EntryAnchor({ entry, ref, onClick, role: _buttonRole, ...rest }: EntryAnchorProps) {
  // MUI's ButtonBase gives any non-<button> component role="button" unless it sees href/to; this is a link.
  const partner = usePartner();
  const config = usePublicConfig();
  // `rest` goes first: MUI list items pass `href: undefined` down, which must not win over ours.
  if (entry.kind === "internal") return <RouterLink {...rest} ref={ref} to={entry.to} onClick={onClick} />;

  const href = config.data ? externalHref(entry, config.data.links, partner) : undefined;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href) {
      event.preventDefault();
      return;
    }
    clearForExternalProduct();
    onClick?.(event);
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={href ? undefined : true}
      onClick={handleClick}
    />
  );
}
