// Why a patient needs attention (decision 047), as words with a mark, so colour is never the only signal.
import { ATTENTION_LABELS, type AttentionReason } from "@/lib/domain/attention";

const STYLE: Record<AttentionReason, string> = {
  safety: "bg-rose-50 text-rose-900 ring-rose-700/25",
  inactive: "bg-amber-50 text-amber-900 ring-amber-700/25",
};

const SHORT: Record<AttentionReason, string> = {
  safety: "Crisis answer or check-in, last 7 days",
  inactive: "No activity for 14+ days",
};

export function AttentionBadges({ reasons }: { reasons: AttentionReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Needs attention">
      {reasons.map((r) => (
        <li
          key={r}
          title={ATTENTION_LABELS[r]}
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${STYLE[r]}`}
        >
          <span aria-hidden="true">{r === "safety" ? "!" : "◷"}</span>
          {SHORT[r]}
        </li>
      ))}
    </ul>
  );
}
