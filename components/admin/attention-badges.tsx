// Why a patient needs attention (decision 047), as words with a mark, so colour is never the only signal;
// screen readers hear the rule in full.
import { ATTENTION_LABELS, type AttentionReason } from "@/lib/domain/attention";

const STYLE: Record<AttentionReason, string> = {
  safety: "bg-rose-50 text-rose-900 ring-rose-700/25",
  inactive: "bg-amber-50 text-amber-900 ring-amber-700/25",
};

const SHORT: Record<AttentionReason, string> = {
  safety: "Crisis or check-in, 7 days",
  inactive: "Inactive 14+ days",
};

export function AttentionBadges({ reasons }: { reasons: AttentionReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Needs attention">
      {reasons.map((r) => (
        <li
          key={r}
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLE[r]}`}
        >
          <span aria-hidden="true">{r === "safety" ? "!" : "◷"}</span>
          <span aria-hidden="true">{SHORT[r]}</span>
          {/* The full rule for screen readers; the short words for the eye. */}
          <span className="sr-only">{ATTENTION_LABELS[r]}</span>
        </li>
      ))}
    </ul>
  );
}
