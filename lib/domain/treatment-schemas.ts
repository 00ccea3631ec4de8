// The treatment view's query (decision 048): how many weeks to look back, one of the report's periods.
import { z } from "zod";
import { REPORT_PERIODS, TREATMENT_WEEKS } from "./treatment";

export const TreatmentQuery = z.object({
  weeks: z.coerce
    .number()
    .int()
    .refine((n) => n === TREATMENT_WEEKS || (REPORT_PERIODS as readonly number[]).includes(n), `weeks must be one of ${[...new Set([...REPORT_PERIODS, TREATMENT_WEEKS])].sort((a, b) => a - b).join(", ")}`)
    .default(TREATMENT_WEEKS),
});
export type TreatmentQuery = z.infer<typeof TreatmentQuery>;
