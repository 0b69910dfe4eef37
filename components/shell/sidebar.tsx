"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils/cn";

type TNavPage = { href: string; label: string };

export function Sidebar({ pages }: { pages: TNavPage[] }) {
  const pathname = usePathname();
  const isActive = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label="Main" className="flex w-56 shrink-0 flex-col border-r border-border bg-muted/30">
      <div className="flex h-12 items-center px-4 text-sm font-semibold tracking-tight">Countersign</div>
      <ul className="flex-1 space-y-0.5 overflow-y-auto px-2 py-2">
        {pages.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              aria-current={isActive(page.href) ? "page" : undefined}
              className={cn(
                "flex h-8 items-center justify-between rounded-md px-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                isActive(page.href) && "bg-muted font-medium text-foreground",
              )}
            >
              <span>{page.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
