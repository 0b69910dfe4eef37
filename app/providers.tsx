"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { useState, type ReactNode } from "react";
import { z } from "zod";
import { ToastProvider } from "@/components/ui/toast";

// The page's Content-Security-Policy allows no eval (README.md, Security: Headers and secrets). Zod compiles
// object parsers with `new Function` and probes for it, which the browser reports as a CSP violation even
// though zod catches it: in the browser it parses without compiling. The server keeps the faster parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  // One client per browser tab; live updates (SSE) invalidate its caches rather than polling.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
