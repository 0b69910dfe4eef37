"use client";

import { Command } from "cmdk";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { inputClassName } from "@/components/ui/input";
import { Kbd } from "@/components/ui/kbd";
import { jumpKindsInWords, quickJump, type TJumpKind, type TJumpPage } from "@/lib/quick-jump";
import { cn } from "@/lib/utils/cn";
import { JumpInvalid } from "./jump-invalid";

// cmdk's Command inside the app's own Radix dialog (not Command.Dialog, which has no title or description
// to announce): the same overlay, surface and motion as every other dialog. Filtering is ours (by id shape
// and page name, lib/quick-jump.ts), so cmdk only keeps the combobox, the listbox and the highlight.

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kinds: readonly TJumpKind[];
  pages: readonly TJumpPage[];
};

const groupClassName = cn(
  "[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1",
  "[&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground",
);
const itemClassName = cn(
  "group flex h-9 cursor-pointer items-center gap-3 rounded-md px-2 text-sm",
  "data-[selected=true]:bg-muted data-[selected=true]:text-foreground",
);

/** The Enter hint on the highlighted row: the highlight is not told by its background alone. */
function EnterHint() {
  return (
    <Kbd aria-hidden className="ml-auto hidden group-data-[selected=true]:inline-flex">
      Enter
    </Kbd>
  );
}

export function JumpDialog({ open, onOpenChange, kinds, pages }: TProps) {
  const router = useRouter();
  const [text, setText] = useState("");
  const jump = quickJump(text, { kinds, pages });

  const close = (next: boolean) => {
    if (!next) setText("");
    onOpenChange(next);
  };
  const go = (href: string) => {
    close(false);
    router.push(href);
  };

  const targets = jump.targets.length ? (
    <Command.Group heading="Open by id" className={groupClassName}>
      {jump.targets.map((t) => (
        <Command.Item
          key={t.href}
          value={t.href}
          onSelect={() => go(t.href)}
          className={itemClassName}
          data-testid="jump-target"
          data-kind={t.kind}
        >
          {/* Inline, with a real space, so the option's name reads "Payment 1042" and not "Payment1042". */}
          <span className="min-w-0 truncate">
            <span className="inline-block w-40 text-muted-foreground">{t.label}</span>{" "}
            <span className="font-mono">{t.id}</span>
          </span>
          <EnterHint />
        </Command.Item>
      ))}
    </Command.Group>
  ) : null;
  const pageItems = jump.pages.length ? (
    <Command.Group heading="Pages" className={groupClassName}>
      {jump.pages.map((p) => (
        <Command.Item
          key={p.href}
          value={p.href}
          onSelect={() => go(p.href)}
          className={itemClassName}
          data-testid="jump-page"
        >
          <span className="min-w-0 truncate">{p.label}</span>
          <EnterHint />
        </Command.Item>
      ))}
    </Command.Group>
  ) : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        hideClose
        data-testid="quick-jump"
        className="top-[12vh] max-w-xl translate-y-0 gap-0 p-0"
      >
        <DialogTitle className="sr-only">Jump to</DialogTitle>
        <Command label="Jump to an id or a page" shouldFilter={false} vimBindings={false} loop>
          <div className="flex flex-col gap-1.5 border-b px-3 pt-3 pb-2.5">
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder="Paste an id or type a page name"
              className={cn(inputClassName, "h-9 font-mono placeholder:font-sans")}
            />
            <DialogDescription className="text-xs">
              A {jumpKindsInWords(kinds)} id, or a page.
            </DialogDescription>
          </div>
          <Command.List label="Destinations" className="max-h-80 overflow-y-auto p-1.5">
            {jump.order === "pages-first" ? (
              <>
                {pageItems}
                {targets}
              </>
            ) : (
              <>
                {targets}
                {pageItems}
              </>
            )}
          </Command.List>
          <div aria-live="polite">
            {jump.invalid ? <JumpInvalid text={jump.text} reasons={jump.invalid} /> : null}
          </div>
          <div className="flex items-center gap-3 border-t px-3 py-2 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Kbd>↑</Kbd>
              <Kbd>↓</Kbd> move
            </span>
            <span className="inline-flex items-center gap-1">
              <Kbd>Enter</Kbd> open
            </span>
            <span className="inline-flex items-center gap-1">
              <Kbd>Esc</Kbd> close
            </span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
