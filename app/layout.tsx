// Root layout: the fixed header on every page, on a preview the banner below it, the bottom navigation
// on phones (decision 024), the toaster, the current user for client components, and the country whose
// crisis lines every crisis panel shows.
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { UserProvider } from "@/components/auth/user-provider";
import { BottomNav } from "@/components/header/main-nav";
import { SiteHeader } from "@/components/header/site-header";
import { Toaster } from "@/components/ui/toaster";
import { headers } from "next/headers";
import { CrisisCountryProvider } from "@/components/safety/crisis-country";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { currentUser } from "@/lib/server/auth/session";
import { previewInfo } from "@/lib/server/preview";
import { crisisCountry } from "@/lib/server/services/settings";

export const metadata: Metadata = {
  title: { default: "ERP Companion", template: "%s · ERP Companion" },
  description: "Guided exposure and response prevention, a thought journal and progress tracking for people with OCD.",
  // app/favicon.ico, app/icon.png, app/apple-icon.png and app/manifest.ts are linked by Next itself.
  appleWebApp: { capable: true, title: "ERP Companion", statusBarStyle: "default" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f766e" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  const country = await crisisCountry(user?.id ?? null, (await headers()).get("accept-language"));
  const preview = previewInfo();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-white px-3 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        <UserProvider initialUser={user}>
          <CrisisCountryProvider country={country}>
            <SiteHeader />
            <div className="pt-header">
              {preview && <PreviewBanner info={preview} />}
              <main id="main">{children}</main>
            </div>
            <BottomNav />
            <Toaster />
          </CrisisCountryProvider>
        </UserProvider>
      </body>
    </html>
  );
}
