import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Countersign", template: "%s · Countersign" },
  description: "Back office for payment operations",
  robots: { index: false, follow: false },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts sets this request's nonce; reading it makes every page render per request, which nonces need
  // (a prerendered page would carry a stale one). The theme script runs only with it.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes sets the theme class before paint; the attribute differs from the server's on purpose.
    <html lang="en" suppressHydrationWarning>
      <body>
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
