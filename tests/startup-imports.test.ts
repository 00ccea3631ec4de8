// What the server's start-up loads before its first answer (instrumentation.ts → lib/server/startup.ts):
// never the risk assessment, whose rules and classifier took half a second to load there (decision 059,
// amendment of 2026-11-29 d); and what `next start` compiles of next.config.ts: no package at all, since
// zod, compiled file by file there, cost 0.4 s of every start (amendment of 2026-11-30). Follows the value
// imports of the source, not the type-only ones.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");
const IMPORT = /^\s*import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? join(ROOT, spec.slice(2)) : spec.startsWith(".") ? join(dirname(from), spec) : null;
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [join(ROOT, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const next = resolve(file, spec!);
      if (next) pending.push(next);
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

describe("the server's start-up", () => {
  it("loads the e-mail jobs and the practice plan, but not the risk assessment", () => {
    const files = reachable("lib/server/startup.ts");
    expect(files).toContain("lib/server/services/practice-plan.ts");
    expect([...files].filter((f) => f.startsWith("lib/server/safety/"))).toEqual([]);
  });

  it("compiles next.config.ts with the environment's few rules of its own, and no package", () => {
    const files = [...reachable("next.config.ts")].sort();
    expect(files).toEqual(["lib/server/env-core.ts", "next.config.ts"]);
    const packages = files.flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)].map(([, spec]) => spec!).filter((spec) => !spec.startsWith(".") && !spec.startsWith("@/")),
    );
    expect(packages).toEqual([]);
  });
});
