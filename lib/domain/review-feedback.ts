// The address of a preview's 'Report a problem with this screen' link: REVIEW_FEEDBACK_URL prefilled
// with the screen's path and the deployed commit. Zod-free: the preview banner (a client component)
// builds it, so it follows client-side navigation.

/**
 * With `{path}` or `{commit}` in the address (e.g. a GitHub "new issue" link with a prefilled body),
 * they are replaced; otherwise `path` and `commit` are added as query parameters. Only the path is
 * sent, never the query string, which can hold a token (e.g. /verify-email?token=...).
 */
export function reviewFeedbackHref(template: string, path: string, commit: string | null): string {
  const values = { path: path.split(/[?#]/)[0] || "/", commit: commit ?? "unknown" };
  if (template.includes("{path}") || template.includes("{commit}")) {
    return template.replaceAll("{path}", encodeURIComponent(values.path)).replaceAll("{commit}", encodeURIComponent(values.commit));
  }
  const url = new URL(template);
  url.searchParams.set("path", values.path);
  url.searchParams.set("commit", values.commit);
  return url.toString();
}

/** What the preview banner needs from the server; null outside previews. */
export interface PreviewInfo {
  /** REVIEW_FEEDBACK_URL; without it the banner has no report link. */
  feedbackUrl: string | null;
  /** VERCEL_GIT_COMMIT_SHA of the deployment. */
  commit: string | null;
}
