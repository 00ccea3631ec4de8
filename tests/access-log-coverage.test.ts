// Access transparency (decision 046): every kind of staff read the server audits is one the person can
// see on /settings. A new audited read that is missing from VISIBLE_ACCESS would be hidden from them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VISIBLE_ACCESS } from "@/lib/domain/access-log";

const SERVER = path.resolve(__dirname, "../lib/server");

/** Staff reads deliberately left out, each with its reason. */
const NOT_SHOWN: Record<string, string> = {
  view_clinician_notes: "clinician notes are staff records, not the person's data (decision 045)",
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** The audit actions named where the server reads a person's data for staff: authorizeRead(…, "view_…") and read: "view_…". */
function auditedReads(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(SERVER)) for (const m of readFileSync(file, "utf8").matchAll(/["'](view_[a-z_]+)["']/g)) found.add(m[1]!);
  return found;
}

describe("the access log shows every audited staff read", () => {
  it("finds the reads it checks", () => {
    expect(auditedReads()).toContain("view_user_detail");
  });

  it("has words for each of them", () => {
    const hidden = [...auditedReads()].filter((action) => !(action in VISIBLE_ACCESS) && !(action in NOT_SHOWN));
    expect(hidden).toEqual([]);
  });
});
