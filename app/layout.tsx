// Root layout: the fixed header on every page, the toaster, and the current user for client components.
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { UserProvider } from "@/components/auth/user-provider";
import { SiteHeader } from "@/components/header/site-header";
import { Toaster } from "@/components/ui/toaster";
import { currentUser } from "@/lib/server/auth/session";

export const metadata: Metadata = {
  title: { default: "ERP Companion", template: "%s · ERP Companion" },
  description: "Guided exposure and response prevention, a thought journal and progress tracking for people with OCD.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f766e" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
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
          <SiteHeader />
          <main id="main" className="pt-header">
            {children}
          </main>
          <Toaster />
        </UserProvider>
      </body>
    </html>
  );
}
