"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";

import { cn } from "@/lib/utils/cn";
import { Tooltip } from "./tooltip";

export type CopyButtonProps = {
  value: string;
  /** Accessible name naming what is copied, e.g. "Copy IBAN". */
  label?: string;
  className?: string;
};

type CopyState = "idle" | "copied" | "failed";

export function CopyButton({ value, label = "Copy", className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // The Clipboard API needs a secure context and focus; say so rather than failing silently.
      setState("failed");
    }
  };

  const message = state === "copied" ? "Copied" : state === "failed" ? "Couldn't copy" : "";
  return (
    <>
      <Tooltip content={message || label}>
        <button
          type="button"
          aria-label={label}
          onClick={copy}
          className={cn(
            "inline-flex size-6 shrink-0 items-center justify-center rounded text-muted-foreground",
            "hover:bg-muted hover:text-foreground",
            className,
          )}
        >
          {state === "copied" ? (
            <Check aria-hidden className="size-3.5" />
          ) : (
            <Copy aria-hidden className="size-3.5" />
          )}
        </button>
      </Tooltip>
      {/* Always mounted so the text change is announced; kept outside the button so its name stays stable. */}
      <span role="status" className="sr-only">
        {message}
      </span>
    </>
  );
}
