import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { type To, useHref, useLinkClickHandler } from "react-router";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A page of the app. */
  to: To;
  /** Replace the current entry of the history instead of adding one. */
  replace?: boolean;
  /** What the next page reads from its location's state. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of the app: a real `<a href>` (opened in a new tab as any link), followed by the router without a
 * page load. Built from React Router's own `useHref` and `useLinkClickHandler`, as its `Link` is, without the framework
 * mode's prefetching that `Link` brings into every page's entry chunk (decision 066, "React Router").
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
