// Query numbers are digits only, in every query that takes one (decision 054, amendment c): a client's
// "1e0" or "0x8" is refused with a message naming the field, not read as a number.
import { describe, expect, it } from "vitest";
import { NotesQuery } from "./clinician-notes";
import { TREATMENT_WEEKS } from "./treatment";
import { TreatmentQuery } from "./treatment-schemas";

describe("query numbers", () => {
  it.each(["1e0", "0x1", "1.0", " 1", "", "0", "-1"])("the notes' page=%j is refused with its range", (page) => {
    const result = NotesQuery.safeParse({ page });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("page must be a whole number from 1 to 100000");
  });

  it("the notes' page is read when written as digits, and is 1 when left out", () => {
    expect(NotesQuery.parse({ page: "3" })).toEqual({ page: 3 });
    expect(NotesQuery.parse({})).toEqual({ page: 1 });
  });

  it.each(["8.0", "0x8", "8e0", " 8", "5", "0"])("the treatment view's weeks=%j is refused, naming the choices", (weeks) => {
    const result = TreatmentQuery.safeParse({ weeks });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^weeks must be one of 4, 8, 12, 26$/);
  });

  it("the treatment view's weeks is one of its periods, TREATMENT_WEEKS unless asked", () => {
    expect(TreatmentQuery.parse({ weeks: "26" })).toEqual({ weeks: 26 });
    expect(TreatmentQuery.parse({})).toEqual({ weeks: TREATMENT_WEEKS });
  });
});
