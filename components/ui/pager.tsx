"use client";

import { Fragment, type MouseEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PageSizeSelect, type TPageSize } from "./page-size-select";

/** One way to move: the list's query string there, or null when there is no such page from here. */
export type TPagerLink = { label: string; to: string | null; rel?: string };

type TProps = {
  /** The navigation's accessible name ("Payment pages"). */
  label: string;
  links: readonly TPagerLink[];
  /** Follows a query in place (pushState), so the list moves without a server round trip. */
  onNavigate: (query: string) => void;
  /** links: real links, an unavailable one left out; buttons: every control shown, unavailable disabled. */
  look?: "links" | "buttons";
  /** Where the list stands ("Page 2 of 3"), shown after the first `statusAfter` links (default: first). */
  status?: ReactNode;
  statusAfter?: number;
  pageSize?: TPageSize;
  /** How a query becomes an address; a link with no query goes to the list's first view. */
  hrefOf?: (query: string) => string;
};

const queryHref = (query: string) => (query ? `?${query}` : "?");

/**
 * A plain click stays on the page and moves the list in place; a click with a modifier (new tab, new
 * window) or another button is left to the browser, so the link still opens where the person asked.
 */
export function followInPlace(onNavigate: (query: string) => void, to: string) {
  return (event: Pick<MouseEvent, "metaKey" | "ctrlKey" | "shiftKey" | "button" | "preventDefault">) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(to);
  };
}

/** The pages of a list: one component for keyset, token and offset paging alike. */
export function Pager({
  label,
  links,
  onNavigate,
  look = "links",
  status,
  statusAfter = 0,
  pageSize,
  hrefOf = queryHref,
}: TProps) {
  const control = ({ label: text, to, rel }: TPagerLink) =>
    look === "buttons" ? (
      <Button
        key={text}
        variant="secondary"
        size="sm"
        disabled={to === null}
        onClick={() => to !== null && onNavigate(to)}
      >
        {text}
      </Button>
    ) : to === null ? null : (
      <a
        key={text}
        className="text-accent underline underline-offset-2"
        href={hrefOf(to)}
        rel={rel}
        onClick={followInPlace(onNavigate, to)}
      >
        {text}
      </a>
    );
  if (look === "buttons")
    return (
      <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-[13px]">
        {status}
        <div className="ml-auto flex items-center gap-2">{links.map(control)}</div>
      </nav>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4 text-sm">
      {links.map((link, i) => (
        <Fragment key={link.label}>
          {i === statusAfter ? status : null}
          {control(link)}
        </Fragment>
      ))}
      {statusAfter >= links.length ? status : null}
      {pageSize ? <PageSizeSelect {...pageSize} /> : null}
    </nav>
  );
}
