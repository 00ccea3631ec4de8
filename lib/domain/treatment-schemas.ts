// The treatment view's query (decision 048): how many weeks to look back, one of the report's periods.
import { z } from "zod";
import { queryWholeNumber } from "./query-number";
import { REPORT_PERIODS, TREATMENT_WEEKS } from "./treatment";

const WEEKS_CHOICES = [...new Set([...REPORT_PERIODS, TREATMENT_WEEKS])].sort((a, b) => a - b);
const WEEKS_MESSAGE = `weeks must be one of ${WEEKS_CHOICES.join(", ")}`;

export const TreatmentQuery = z.object({
  weeks: queryWholeNumber(1, Math.max(...WEEKS_CHOICES), WEEKS_MESSAGE)
    .refine((n) => WEEKS_CHOICES.includes(n), WEEKS_MESSAGE)
    .default(TREATMENT_WEEKS),
});
export type TreatmentQuery = z.infer<typeof TreatmentQuery>;
