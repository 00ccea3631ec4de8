// The strip under the header on every page of a preview deployment: 'Preview — demo data', and the
// link that reports a problem with the screen on view (its path and the deployed commit prefilled).
// It sits in the page flow below the fixed header, so it shifts the content down and never covers
// the header (or its 'Need help now?' link).
"use client";
import { usePathname } from "next/navigation";
import { reviewFeedbackHref, type PreviewInfo } from "@/lib/domain/review-feedback";

export function PreviewBanner({ info }: { info: PreviewInfo }) {
  const path = usePathname() ?? "/";
  const href = info.feedbackUrl && reviewFeedbackHref(info.feedbackUrl, path, info.commit);
  return (
    <aside aria-label="Preview deployment" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>
          <strong className="font-semibold">Preview — demo data</strong>
          <span className="text-amber-900"> · a review copy of the app; what you enter here may be reset.</span>
        </p>
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-8 items-center font-semibold underline underline-offset-2 hover:text-amber-800"
          >
            Report a problem with this screen
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </aside>
  );
}
