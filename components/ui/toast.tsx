"use client";

import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from "lucide-react";
import { Toast } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

import { cn } from "@/lib/utils/cn";

export type ToastTone = "success" | "info" | "warning" | "error";

export type ToastInput = {
  /** The outcome in a few words: "3 payments approved". */
  title: string;
  /** The detail, e.g. what failed and what to do. */
  description?: ReactNode;
  tone?: ToastTone;
};

type TToast = ToastInput & { id: number };

const tones: Record<ToastTone, { Icon: LucideIcon; className: string; prefix: string }> = {
  success: { Icon: CircleCheck, className: "text-done-fg", prefix: "Done" },
  info: { Icon: Info, className: "text-muted-foreground", prefix: "Note" },
  warning: { Icon: TriangleAlert, className: "text-warning-fg", prefix: "Warning" },
  error: { Icon: CircleAlert, className: "text-failed-fg", prefix: "Error" },
};

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/**
 * Outcomes of actions (docs/pages.md#actions-and-outcomes: a toast, and the row itself). Radix Toast: a
 * labelled region reachable with F8, announced politely (errors assertively), paused while hovered or
 * focused, dismissable by Escape, swipe or its close button. Mounted once in app/providers.tsx.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<TToast[]>([]);
  const push = useCallback((toast: ToastInput) => {
    setToasts((list) => [...list.slice(-4), { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  const remove = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  return (
    <ToastContext value={push}>
      <Toast.Provider swipeDirection="right" label="Notifications">
        {children}
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={() => remove(t.id)} />
        ))}
        <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-[26rem] max-w-[100vw] flex-col gap-2 p-4 outline-none" />
      </Toast.Provider>
    </ToastContext>
  );
}

function ToastItem({ toast, onClose }: { toast: TToast; onClose: () => void }) {
  const { Icon, className, prefix } = tones[toast.tone ?? "info"];
  const error = toast.tone === "error" || toast.tone === "warning";
  return (
    <Toast.Root
      data-testid="toast"
      data-tone={toast.tone ?? "info"}
      // An error stays longer and interrupts; a success is a polite note.
      type={error ? "foreground" : "background"}
      duration={error ? 12_000 : 6_000}
      onOpenChange={(open) => (open ? null : onClose())}
      className={cn(
        "flex items-start gap-2.5 rounded-lg border bg-popover p-3 text-sm text-popover-foreground shadow-lg",
        "motion-safe:animate-pop-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
      )}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", className)} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Toast.Title className="font-medium">
          <span className="sr-only">{prefix}: </span>
          {toast.title}
        </Toast.Title>
        {toast.description ? (
          <Toast.Description className="text-muted-foreground">{toast.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Dismiss"
        className="rounded-md p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/** Shows a toast; only inside ToastProvider (app/providers.tsx mounts it for every page). */
export function useToast() {
  const push = useContext(ToastContext);
  if (!push) throw new Error("useToast() outside <ToastProvider>");
  return useMemo(() => ({ toast: push }), [push]);
}
