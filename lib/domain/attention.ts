// 'Needs attention' and 'Last active' on the admin list (decision 047); zod-free, so the
// client filter bar and the server share the words and the rule's numbers.

/** A crisis answer or a check-in within this many days. */
export const ATTENTION_SAFETY_DAYS = 7;
/** No activity for this many days. */
export const ATTENTION_INACTIVE_DAYS = 14;

export const ATTENTION_REASONS = ["safety", "inactive"] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  safety: `Crisis answer or check-in in the last ${ATTENTION_SAFETY_DAYS} days`,
  inactive: `No activity for ${ATTENTION_INACTIVE_DAYS} days or more`,
};

/** The admin list's orders: newest sign-up first (the spec's), or by last activity either way. */
export const ADMIN_SORTS = ["newest", "active", "inactive"] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
