// No module in lib/ may import itself back through others (type-only imports count): a cycle
// hides which module owns a rule and breaks when one side starts running code at load time.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
function importCycles(files: string[]): string[][] {
  const edges = new Map(files.map((f) => [f, [...readFileSync(f, "utf8").matchAll(SPECIFIER)].map((m) => resolve(f, m[1] ?? m[2]!)).filter((t): t is string => !!t && files.includes(t))]));
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, "open");
    stack.push(f);
    for (const next of edges.get(f) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, "done");
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return cycles.map((c) => c.map((f) => path.relative(ROOT, f)));
}

describe("imports in lib/", () => {
  it("form no cycles", () => {
    expect(importCycles(sourceFiles(path.join(ROOT, "lib")))).toEqual([]);
  });

  it("the check finds a type-only cycle when there is one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cycles-"));
    writeFileSync(path.join(dir, "session.ts"), 'import { getUserRow } from "./users";\nexport interface Actor { id: string }\n');
    writeFileSync(path.join(dir, "users.ts"), 'import type { Actor } from "./session";\nexport const getUserRow = (a: Actor) => a;\n');
    writeFileSync(path.join(dir, "audit.ts"), 'import type { Actor } from "./session";\n');
    const cycles = importCycles(sourceFiles(dir));
    expect(cycles.map((c) => c.map((f) => path.basename(f)))).toEqual([["session.ts", "users.ts", "session.ts"]]);
  });
});
