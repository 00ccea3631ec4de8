// One person at the size real use reaches (decision 058): 2,000 thoughts, 1,000 ERP sessions
// and 2,000 compulsion entries, written straight into the database in a few statements, and the
// sizes of every page and list answer that person (and an admin reading them) receives. Shared by
// `npm run bench` (p99 with 2,000 entries against 20) and e2e/growth.spec.ts (nothing over 200 kB).

/** The long history of decision 058. */
export const GROWTH = { thoughts: 2000, sessions: 1000, compulsions: 2000 };
/** No page and no list answer may be larger (bytes as sent, before compression). */
export const SIZE_LIMIT_BYTES = 200 * 1024;

const THOUGHTS = [
  "What if I left the stove on and the flat burns down while I am at work?",
  "I touched the bin lid and now everything I touch feels contaminated.",
  "Did I lock the front door? I can picture it but I am not sure it really happened.",
  "What if I hit someone with the car on the way home and did not notice?",
  "The pictures on the wall are not straight and I cannot stop thinking about it.",
  "I had a horrible thought about my family and I am scared of what it means about me.",
  "My hands still feel dirty even though I washed them five times.",
  "What if I sent that e-mail to the wrong person and said something terrible in it?",
];
const TRIGGERS = [
  "Leaving the house without checking the stove",
  "Touching a door handle in a public place",
  "Driving past a cyclist without going back to check",
  "Leaving one picture frame slightly crooked for an hour",
  "Not asking my partner whether the door is locked",
];

/**
 * Writes the history for `userId` with `sql(text, params)` (node-postgres or PGlite). `answers` are
 * real AI answers (the built-in engine's, from POST /api/thought-logs) reused in turn; times go back
 * from `now`, an entry every few hours. Returns what it wrote.
 */
export async function seedHistory(sql, userId, answers, counts = GROWTH, now = new Date()) {
  const t0 = now.toISOString();
  await sql(
    `INSERT INTO "ThoughtLog" ("id", "userId", "thought", "aiResponse", "aiProvider", "createdAt")
     SELECT gen_random_uuid(), $1::uuid, ($2::text[])[1 + i % cardinality($2::text[])] || ' (' || i || ')',
            ($3::jsonb[])[1 + i % cardinality($3::jsonb[])], 'local', $4::timestamp - make_interval(hours => i * 3)
     FROM generate_series(1, $5::int) AS i`,
    [userId, THOUGHTS, answers.map((a) => JSON.stringify(a)), t0, counts.thoughts],
  );
  await sql(
    `INSERT INTO "ErpSession" ("id", "userId", "trigger", "anxietyLevel", "duration", "mood", "completed", "aiProvider", "createdAt", "completedAt", "pauseCount", "pausedSeconds")
     SELECT gen_random_uuid(), $1::uuid, ($2::text[])[1 + i % cardinality($2::text[])], 1 + i % 10, 30 + (i % 6) * 30,
            CASE WHEN i % 7 = 0 THEN NULL ELSE (ARRAY['better','same','worse'])[1 + i % 3] END, i % 7 <> 0, 'local',
            $3::timestamp - make_interval(hours => i * 6), CASE WHEN i % 7 = 0 THEN NULL ELSE $3::timestamp - make_interval(hours => i * 6) + interval '2 minutes' END,
            i % 3, (i % 3) * 20
     FROM generate_series(1, $4::int) AS i`,
    [userId, TRIGGERS, t0, counts.sessions],
  );
  const compulsions = await seedCompulsions(sql, userId, t0, counts.compulsions);
  return { thoughts: counts.thoughts, sessions: counts.sessions, compulsions };
}

/** Compulsion and urge log entries (decision 027), one every 3 hours, a note on every other one. */
async function seedCompulsions(sql, userId, t0, count) {
  await sql(
    `INSERT INTO "CompulsionEntry" ("id", "userId", "kind", "urge", "outcome", "delayMinutes", "note", "occurredAt", "createdAt")
     SELECT gen_random_uuid(), $1::uuid, (ARRAY['washing','checking','mental_ritual','reassurance','avoidance','ordering'])[1 + i % 6], i % 11,
            (ARRAY['resisted','delayed','done'])[1 + i % 3], CASE WHEN i % 3 = 1 THEN 15 ELSE NULL END,
            CASE WHEN i % 2 = 0 THEN 'Wanted to check the stove again before leaving; noticed the urge and waited (' || i || ').' ELSE NULL END,
            $2::timestamp - make_interval(hours => i * 3), $2::timestamp - make_interval(hours => i * 3)
     FROM generate_series(1, $3::int) AS i`,
    [userId, t0, count],
  );
  return count;
}

/** Real answers to seed with: the person logs one thought of each kind through the API. */
export async function realAnswers(base, { cookie, id }, origin = base) {
  const answers = [];
  for (const thought of THOUGHTS) {
    const res = await fetch(`${base}/api/thought-logs`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({ userId: id, thought }),
    });
    if (res.status !== 201) throw new Error(`POST /api/thought-logs answered ${res.status}`);
    answers.push((await res.json()).aiResponse);
  }
  return answers;
}

/** The person's pages and list answers (their own cookie), and the admin detail (an admin's cookie). */
export function growthTargets(userId, extra = []) {
  return [
    { what: "page /home", path: "/home" },
    { what: "page /journal", path: "/journal" },
    { what: "page /journal?q= (search)", path: "/journal?q=stove" },
    { what: "page /progress", path: "/progress" },
    { what: "page /profile", path: "/profile" },
    { what: "page /log", path: "/log" },
    { what: "page /check-in", path: "/check-in" },
    { what: "page /ladder", path: "/ladder" },
    { what: "page /plan", path: "/plan" },
    { what: "GET /api/users/{id}/compulsions", path: `/api/users/${userId}/compulsions` },
    { what: "GET /api/users/{id}/compulsions?limit=max", path: `/api/users/${userId}/compulsions?limit=500` },
    { what: "GET /api/thought-logs/{id}", path: `/api/thought-logs/${userId}` },
    { what: "GET /api/thought-logs/{id}?limit=max", path: `/api/thought-logs/${userId}?limit=50` },
    { what: "GET /api/erp-sessions/{id}", path: `/api/erp-sessions/${userId}` },
    { what: "GET /api/erp-sessions/{id}?limit=max", path: `/api/erp-sessions/${userId}?limit=100` },
    { what: "GET /api/thought-logs/{id}/latest", path: `/api/thought-logs/${userId}/latest` },
    { what: "GET /api/users/{id}", path: `/api/users/${userId}` },
    { what: "page /admin/users/{id} (admin)", path: `/admin/users/${userId}`, admin: true },
    { what: "page /admin/users/{id}/report (admin)", path: `/admin/users/${userId}/report`, admin: true },
    ...extra,
  ];
}

/** Bytes of each target as sent (body, uncompressed), with its status. */
export async function measureSizes(base, targets, { cookie, adminCookie }) {
  const out = [];
  for (const t of targets) {
    const res = await fetch(base + t.path, { headers: { cookie: t.admin ? adminCookie : cookie }, redirect: "manual" });
    const body = Buffer.from(await res.arrayBuffer());
    if (process.env.BENCH_DUMP_DIR) (await import("node:fs")).writeFileSync(`${process.env.BENCH_DUMP_DIR}/${t.what.replace(/[^a-z0-9]+/gi, "_")}.txt`, body);
    out.push({ what: t.what, status: res.status, kB: +(body.length / 1024).toFixed(1), nextCursor: res.headers.get("x-next-cursor") ? "yes" : "" });
  }
  return out;
}
