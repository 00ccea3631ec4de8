// The root layout itself failed (it reads the signed-in user, so a database outage lands here): the
// same calm page as app/error.tsx, in a document of its own because the root layout is not rendered.
"use client";
import "./globals.css";
import { ErrorNotice } from "@/components/errors/error-notice";

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <title>Something went wrong · ERP Companion</title>
        <header className="flex h-header items-center border-b border-slate-200 bg-white px-4 font-semibold text-brand-800">ERP Companion</header>
        <main id="main">
          <ErrorNotice error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
