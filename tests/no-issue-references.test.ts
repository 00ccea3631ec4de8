// Code, the README, decision records, tests, the schema and migrations name the reason for a rule by
// the spec section (docs/spec.md §N) or the decision record (docs/decisions/NNN-*.md), never by a
// tracker's issue number: a number says nothing to a reader and does not outlive the tracker.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
/** The word issue or issues followed by a number, after a space or a hyphen. */
const ISSUE_REFERENCE = /\bissues?[\s-]\d+\b/i;
/** The same broken over a comment's lines: "(issue" at the end of one, "// 16)" at the start of the next. */
const WRAPPED_REFERENCE = /\bissues?[ \t]*$/i;
const CONTINUED_NUMBER = /^[ \t]*(?:\/\/\/?|\*|--|#)?[ \t]*\d+\b/;

/**
 * The spec itself, lock files, the safety corpora (people's words, not ours), binaries, and applied
 * migrations (Prisma keeps their checksums: an applied migration's text never changes).
 */
function skipped(file: string): boolean {
  return (
    file === "docs/spec.md" ||
    file === "package-lock.json" ||
    file.startsWith("node_modules/") ||
    file.startsWith("prisma/migrations/") ||
    (file.startsWith("safety/") && /\.(jsonl|json|csv)$/.test(file)) ||
    /\.(png|jpe?g|gif|ico|webp|avif|woff2?|ttf|otf|pdf|zip|gz|wasm)$/i.test(file)
  );
}

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((f) => f && !skipped(f));
}

describe("no issue numbers in the repository", () => {
  it("names a spec section or a decision record instead of an issue", () => {
    const found: string[] = [];
    for (const file of trackedFiles()) {
      const full = path.join(ROOT, file);
      if (!existsSync(full)) continue; // deleted in the working tree, not yet committed
      const bytes = readFileSync(full);
      if (bytes.includes(0)) continue; // binary
      const lines = bytes.toString("utf8").split("\n");
      lines.forEach((line, i) => {
        const wrapped = WRAPPED_REFERENCE.test(line) && CONTINUED_NUMBER.test(lines[i + 1] ?? "");
        if (ISSUE_REFERENCE.test(line) || wrapped) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found, `name docs/spec.md §N or docs/decisions/NNN-*.md instead:\n${found.join("\n")}`).toEqual([]);
  });
});
