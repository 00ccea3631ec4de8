// Every decision record opens with a Status and a Date, and the index lists every record.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(__dirname, "..", "docs", "decisions");
const records = readdirSync(DIR).filter((f) => /^\d{3}-.*\.md$/.test(f));

describe("decision records", () => {
  it("open with a Status and a Date", () => {
    for (const file of records) {
      const head = readFileSync(path.join(DIR, file), "utf8").split("\n").slice(0, 6).join("\n");
      expect(head, file).toMatch(/^Status: \S/m);
      expect(head, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    }
  });

  it("are all in the index", () => {
    const index = readFileSync(path.join(DIR, "README.md"), "utf8");
    for (const file of records) expect(index, file).toContain(`(${file})`);
  });
});
