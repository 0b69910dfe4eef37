"use client";

import { Search } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Kbd } from "@/components/ui/kbd";
import type { TJumpKind, TJumpPage } from "@/lib/quick-jump";
import { JumpDialog } from "./jump-dialog";
import { useApplePlatform, useJumpShortcut } from "./use-jump-shortcut";

/**
 * The header's "Jump to…" button and the ⌘K / Ctrl+K shortcut, from any page. `kinds` and `pages` are
 * what the reader's roles may open, decided on the server (the destinations check again).
 */
export function QuickJump({ kinds, pages }: { kinds: TJumpKind[]; pages: TJumpPage[] }) {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const apple = useApplePlatform();
  useJumpShortcut(open, toggle, apple);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-keyshortcuts={apple ? "Meta+K" : "Control+K"}
        aria-haspopup="dialog"
        className="w-44 justify-between text-muted-foreground"
        data-testid="quick-jump-button"
      >
        <span className="inline-flex items-center gap-1.5">
          <Search aria-hidden />
          Jump to…
        </span>
        <span className="inline-flex gap-0.5">
          <Kbd>{apple ? "⌘" : "Ctrl"}</Kbd>
          <Kbd>K</Kbd>
        </span>
      </Button>
      <JumpDialog open={open} onOpenChange={setOpen} kinds={kinds} pages={pages} />
    </>
  );
}
