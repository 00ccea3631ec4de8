// A page or nested layout failed to render (e.g. the database is down): a calm page with a retry and
// the crisis link, inside the usual header. The API answers the same situation with a 503.
"use client";
import { ErrorNotice } from "@/components/errors/error-notice";

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <title>Something went wrong · ERP Companion</title>
      <ErrorNotice error={error} retry={retry} />
    </>
  );
}
