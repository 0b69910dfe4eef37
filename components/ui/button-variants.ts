import { cva } from "class-variance-authority";

// Kept out of button.tsx ("use client") so server components can style a <Link> as a button:
// a function imported from a client module is only a reference on the server and cannot be called.
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md text-sm font-medium whitespace-nowrap",
    "transition-colors select-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    // Dimmed when disabled, but not while busy: the spinner is the signal then.
    "aria-disabled:cursor-not-allowed aria-disabled:not-aria-busy:opacity-60 aria-busy:cursor-progress",
  ],
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-foreground hover:bg-accent/90",
        secondary: "border border-input bg-background text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-accent underline underline-offset-4 hover:decoration-2",
      },
      size: {
        sm: "h-7 px-2.5 text-[13px]",
        md: "h-8 px-3",
        icon: "size-8",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);
