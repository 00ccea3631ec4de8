// The foot of a paged list (decision 058): a 'Load more' button while more follow, a calm message
// when a page could not be loaded, and a polite live region announcing what arrived. No hooks: the
// list's own client component (usePagedList) holds the state.
import { Spinner } from "./spinner";
import { buttonClass } from "./button";

export function LoadMore({
  label,
  hasMore,
  pending,
  error,
  announcement,
  onLoad,
}: {
  label: string;
  hasMore: boolean;
  pending: boolean;
  error: boolean;
  announcement: string;
  onLoad: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-2">
      {hasMore && (
        // aria-disabled, not disabled: the button keeps focus while the page loads.
        <button type="button" onClick={onLoad} aria-disabled={pending} className={buttonClass("secondary", "w-full sm:w-auto")}>
          {pending && <Spinner />}
          {label}
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm text-slate-700">
          The next entries could not be loaded just now. Please try again in a moment.
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
