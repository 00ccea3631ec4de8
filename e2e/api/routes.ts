// Every route under app/api, once. The cross-user, CSRF and fuzz suites all walk this list, and
// tests/api-routes.test.ts fails when a route file exports a method that is missing here (or the
// list names one that no longer exists), so a new endpoint cannot skip the security suites.
import { PASSWORD } from "../helpers";

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route file's folder under app/, e.g. "/api/users/[id]/settings". */
  file: string;
  /**
   * A concrete path: {user} is user A's (or the caller's own) id, {session} one of A's ERP sessions,
   * {thought} one of A's thought logs, {checkIn} one of A's check-ins, {compulsion} one of A's compulsion-log
   * entries, {rung} one of the rungs of A's exposure ladder, {note} a clinician note on A.
   */
  path: string;
  /** Query parameters; {username} is user A's username. */
  query?: Record<string, string>;
  /** A valid body, when the route reads one ({user} is filled in as in the path). */
  body?: Record<string, unknown>;
  /** Same-origin only: it changes stored state, so a cross-site request must be refused (CSRF suite). */
  refusesCrossSite: boolean;
  /** It reaches a person's data by id (or search): user B must be refused user A's (cross-user suite). */
  crossUser: boolean;
  /** Left out of the fuzz suite, and why. */
  notFuzzed?: string;
  /**
   * A write other sites must be able to send (a signed link authorizes it by itself), and why: it is
   * then left out of the CSRF suite, which would expect a 403.
   */
  crossSiteAllowedBecause?: string;
  /**
   * Staff only (roles suite, e2e/api/roles.spec.ts): 401 signed out, 403 for a signed-in non-admin even on
   * their own id, a success for an admin.
   */
  staffOnly?: true;
}

export const API_ROUTES: ApiRoute[] = [
  { method: "GET", file: "/api/health", path: "/api/health", refusesCrossSite: false, crossUser: false, notFuzzed: "reads no input at all" },
  { method: "GET", file: "/api/deployment", path: "/api/deployment", refusesCrossSite: false, crossUser: false },
  {
    method: "POST",
    file: "/api/register",
    path: "/api/register",
    body: { username: "x", email: "x@example.test", password: "secret12" },
    refusesCrossSite: true,
    crossUser: false,
  },
  { method: "POST", file: "/api/login", path: "/api/login", body: { login: "x", password: "secret12" }, refusesCrossSite: true, crossUser: false },
  { method: "POST", file: "/api/logout", path: "/api/logout", refusesCrossSite: true, crossUser: false, notFuzzed: "its only input is the cookie, and it would sign the fuzzing user out" },
  { method: "GET", file: "/api/user", path: "/api/user", refusesCrossSite: false, crossUser: false },
  // A link from an e-mail: opened from the mail client, so it cannot be same-origin only.
  { method: "GET", file: "/api/verify-email", path: "/api/verify-email", query: { token: "x" }, refusesCrossSite: false, crossUser: false },
  // Forgotten passwords (decision 023): the same 202 for every login; a reset needs the e-mailed token.
  { method: "POST", file: "/api/password-reset/request", path: "/api/password-reset/request", body: { login: "nobody-here" }, refusesCrossSite: true, crossUser: false },
  { method: "POST", file: "/api/password-reset", path: "/api/password-reset", body: { token: "not-a-token", password: "secret12" }, refusesCrossSite: true, crossUser: false },
  { method: "POST", file: "/api/resend-verification", path: "/api/resend-verification", body: { email: "x@example.test" }, refusesCrossSite: true, crossUser: false },
  {
    method: "POST",
    file: "/api/thought-logs",
    path: "/api/thought-logs",
    body: { userId: "{user}", thought: "What if? written as someone else" },
    refusesCrossSite: true,
    crossUser: true,
  },
  { method: "GET", file: "/api/thought-logs/[userId]", path: "/api/thought-logs/{user}", query: { query: "tap", limit: "5" }, refusesCrossSite: false, crossUser: true },
  { method: "DELETE", file: "/api/thought-logs/[userId]/[id]", path: "/api/thought-logs/{user}/{thought}", refusesCrossSite: true, crossUser: true },
  { method: "GET", file: "/api/thought-logs/[userId]/latest", path: "/api/thought-logs/{user}/latest", refusesCrossSite: false, crossUser: true },
  { method: "GET", file: "/api/users/[id]", path: "/api/users/{user}", refusesCrossSite: false, crossUser: true },
  { method: "DELETE", file: "/api/users/[id]", path: "/api/users/{user}", body: { password: PASSWORD }, refusesCrossSite: true, crossUser: true },
  {
    method: "PATCH",
    file: "/api/users/[id]/onboarding",
    path: "/api/users/{user}/onboarding",
    body: { ocdType: "symmetry", primaryTriggers: ["uneven_objects"], commonCompulsions: [], anxietySeverity: 2, readinessLevel: "easy", interferenceLevel: "occasionally", avoidanceLevel: "low" },
    refusesCrossSite: true,
    crossUser: true,
  },
  { method: "GET", file: "/api/users/[id]/settings", path: "/api/users/{user}/settings", refusesCrossSite: false, crossUser: true },
  { method: "PATCH", file: "/api/users/[id]/settings", path: "/api/users/{user}/settings", body: { shareProgress: true }, refusesCrossSite: true, crossUser: true },
  { method: "GET", file: "/api/users/[id]/export", path: "/api/users/{user}/export", refusesCrossSite: false, crossUser: true },
  // The compulsion and urge log (decision 027).
  {
    method: "POST",
    file: "/api/users/[id]/compulsions",
    path: "/api/users/{user}/compulsions",
    body: { kind: "checking", urge: 6, outcome: "delayed", delayMinutes: 15, note: "written as someone else" },
    refusesCrossSite: true,
    crossUser: true,
  },
  { method: "GET", file: "/api/users/[id]/compulsions", path: "/api/users/{user}/compulsions", query: { from: "2026-01-01", limit: "20" }, refusesCrossSite: false, crossUser: true },
  { method: "DELETE", file: "/api/users/[id]/compulsions/[entryId]", path: "/api/users/{user}/compulsions/{compulsion}", refusesCrossSite: true, crossUser: true },
  // The weekly check-in (decision 028): 201, or 409 {message, nextDueAt} when not open yet.
  { method: "POST", file: "/api/users/[id]/check-ins", path: "/api/users/{user}/check-ins", body: { answers: [1, 2, 1, 0, 2] }, refusesCrossSite: true, crossUser: true },
  // The practice plan (decision 037): an admin may PUT one for a patient (a suggestion), the person DELETEs to decline.
  { method: "GET", file: "/api/users/[id]/plan", path: "/api/users/{user}/plan", refusesCrossSite: false, crossUser: true },
  {
    method: "PUT",
    file: "/api/users/[id]/plan",
    path: "/api/users/{user}/plan",
    body: { rungIds: [], days: [1, 4], reminderTime: "18:30", timeZone: "Europe/Berlin" },
    refusesCrossSite: true,
    crossUser: true,
  },
  { method: "DELETE", file: "/api/users/[id]/plan", path: "/api/users/{user}/plan", refusesCrossSite: true, crossUser: true },
  { method: "GET", file: "/api/users/[id]/check-ins", path: "/api/users/{user}/check-ins", query: { limit: "10" }, refusesCrossSite: false, crossUser: true },
  // The exposure ladder (decision 033): the owner does everything; an admin may read and add.
  { method: "GET", file: "/api/users/[id]/ladder", path: "/api/users/{user}/ladder", refusesCrossSite: false, crossUser: true },
  {
    method: "POST",
    file: "/api/users/[id]/ladder",
    path: "/api/users/{user}/ladder",
    body: { situation: "Lock someone else's door once", compulsionToResist: "Do not go back to check.", expectedAnxiety: 5 },
    refusesCrossSite: true,
    crossUser: true,
  },
  {
    method: "PATCH",
    file: "/api/users/[id]/ladder/[rungId]",
    path: "/api/users/{user}/ladder/{rung}",
    body: { situation: "written as someone else", position: 0, mastered: true },
    refusesCrossSite: true,
    crossUser: true,
  },
  { method: "DELETE", file: "/api/users/[id]/ladder/[rungId]", path: "/api/users/{user}/ladder/{rung}", refusesCrossSite: true, crossUser: true },
  // Spends the person's AI budget, so same-origin only like a write (it saves nothing).
  { method: "POST", file: "/api/users/[id]/ladder/suggestions", path: "/api/users/{user}/ladder/suggestions", refusesCrossSite: true, crossUser: true },
  // Which staff member viewed one's records, and when: the person only (decision 046).
  { method: "GET", file: "/api/users/[id]/access-log", path: "/api/users/{user}/access-log", query: { page: "1" }, refusesCrossSite: false, crossUser: true },
  {
    method: "POST",
    file: "/api/erp-sessions",
    path: "/api/erp-sessions",
    body: { userId: "{user}", trigger: "someone else's doors", anxietyLevel: 3, duration: 10, expectedOutcome: "written as someone else", expectedLikelihood: 60 },
    refusesCrossSite: true,
    crossUser: true,
  },
  { method: "GET", file: "/api/erp-sessions/[id]", path: "/api/erp-sessions/{user}", query: { limit: "5" }, refusesCrossSite: false, crossUser: true },
  {
    method: "PATCH",
    file: "/api/erp-sessions/[id]",
    path: "/api/erp-sessions/{session}",
    body: { mood: "worse", anxietyAfter: 3, ratings: [{ second: 5, anxiety: 6 }], urges: [{ second: 7 }], outcomeHappened: "no", learned: "written as someone else", didCompulsion: false },
    refusesCrossSite: true,
    crossUser: true,
  },
  { method: "DELETE", file: "/api/erp-sessions/[id]", path: "/api/erp-sessions/{session}", refusesCrossSite: true, crossUser: true },
  { method: "PATCH", file: "/api/erp-sessions/[id]/pause", path: "/api/erp-sessions/{session}/pause", body: { paused: true }, refusesCrossSite: true, crossUser: true },
  // A GET that stores a new task (docs/spec.md §7), so it is same-origin only like the writes.
  { method: "GET", file: "/api/erp-challenge/[userId]", path: "/api/erp-challenge/{user}", refusesCrossSite: true, crossUser: true },
  // The answer to one's own check-in: {checkIn} is one of A's (cross-user), else any id.
  { method: "POST", file: "/api/safety-checks/[id]", path: "/api/safety-checks/{checkIn}", body: { answer: "no" }, refusesCrossSite: true, crossUser: true },
  // Between-session e-mails (decision 038): the job route answers 401 without CRON_SECRET; the one-click
  // unsubscribe (RFC 8058) is POSTed by mail providers from their own servers, authorized by its token.
  { method: "GET", file: "/api/cron/reminders", path: "/api/cron/reminders", refusesCrossSite: false, crossUser: false },
  {
    method: "POST",
    file: "/api/unsubscribe",
    path: "/api/unsubscribe",
    query: { token: "not-a-signed-token" },
    refusesCrossSite: false,
    crossUser: false,
    crossSiteAllowedBecause: "RFC 8058 one-click unsubscribe: mail providers POST it from their own servers, and the signed token in the link is the authorization",
  },
  { method: "GET", file: "/api/admin/users", path: "/api/admin/users", query: { query: "{username}" }, refusesCrossSite: false, crossUser: true, staffOnly: true },
  { method: "PATCH", file: "/api/admin/users/[userId]", path: "/api/admin/users/{user}", body: { role: "admin", isActive: true }, refusesCrossSite: true, crossUser: true, staffOnly: true },
  // The clinician's view (decisions 045, 048): staff only, so a non-admin gets 403 on each
  // (e2e/api/roles.spec.ts walks these for the admin as well); {note} is a note on A's record written
  // by the admin.
  { method: "GET", file: "/api/admin/users/[userId]/notes", path: "/api/admin/users/{user}/notes", query: { page: "1" }, refusesCrossSite: false, crossUser: true, staffOnly: true },
  { method: "POST", file: "/api/admin/users/[userId]/notes", path: "/api/admin/users/{user}/notes", body: { text: "A note only staff may write" }, refusesCrossSite: true, crossUser: true, staffOnly: true },
  {
    method: "PATCH",
    file: "/api/admin/users/[userId]/notes/[noteId]",
    path: "/api/admin/users/{user}/notes/{note}",
    body: { text: "A change only its author may make" },
    refusesCrossSite: true,
    crossUser: true,
    staffOnly: true,
  },
  { method: "GET", file: "/api/admin/users/[userId]/treatment", path: "/api/admin/users/{user}/treatment", query: { weeks: "8" }, refusesCrossSite: false, crossUser: true, staffOnly: true },
];

/** Route files that are not endpoints of the contract: the JSON 404 for every unknown /api path. */
export const NOT_ENDPOINTS = ["/api/[[...unknown]]"];

export interface Subject {
  user: string;
  session?: string;
  thought?: string;
  checkIn?: string;
  compulsion?: string;
  rung?: string;
  /** A clinician note on A's record (only an admin can make one). */
  note?: string;
  username?: string;
}

/** The route's path with its query, for one subject. */
export function urlFor(route: ApiRoute, s: Subject): string {
  const path = route.path
    .replace("{user}", s.user)
    .replace("{session}", s.session ?? s.user)
    .replace("{thought}", s.thought ?? s.user)
    .replace("{checkIn}", s.checkIn ?? s.user)
    .replace("{compulsion}", s.compulsion ?? s.user)
    .replace("{rung}", s.rung ?? s.user)
    .replace("{note}", s.note ?? s.user);
  const query = route.query && new URLSearchParams(Object.entries(route.query).map(([k, v]) => [k, v.replace("{username}", s.username ?? "")])).toString();
  return query ? `${path}?${query}` : path;
}

/** The route's body for one subject, or undefined when it reads none. */
export function bodyFor(route: ApiRoute, s: Subject): Record<string, unknown> | undefined {
  return route.body && JSON.parse(JSON.stringify(route.body).replaceAll("{user}", s.user));
}
