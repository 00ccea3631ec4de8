// The root layout itself failed (it reads the signed-in user, so a database outage lands here): the
// same calm page as app/error.tsx, in a document of its own because the root layout is not rendered.
// On a preview the banner is shown here too; the server says so through GET /api/deployment, which
// reads no database.
"use client";
import "./globals.css";
import { useEffect, useState } from "react";
import { ErrorNotice } from "@/components/errors/error-notice";
import { PreviewBanner } from "@/components/preview/preview-banner";
import type { PreviewInfo } from "@/lib/domain/review-feedback";

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [preview, setPreview] = useState<PreviewInfo | null>(null);
  useEffect(() => {
    fetch("/api/deployment")
      .then((r) => (r.ok ? r.json() : null))
      .then((d: ({ preview: boolean } & PreviewInfo) | null) => d?.preview && setPreview({ feedbackUrl: d.feedbackUrl, commit: d.commit }))
      .catch(() => {}); // no banner is better than a second error
  }, []);
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <title>Something went wrong · ERP Companion</title>
        <header className="flex h-header items-center border-b border-slate-200 bg-white px-4 font-semibold text-brand-800">ERP Companion</header>
        {preview && <PreviewBanner info={preview} />}
        <main id="main">
          <ErrorNotice error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
