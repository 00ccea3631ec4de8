// A whole number given in a query string (`limit`, `page`): digits only, within bounds. z.coerce.number()
// would also read "1e2", "0x10", " 5" or "" (as 0) as numbers, so a client's typo would page silently.
import { z } from "zod";

export function queryWholeNumber(min: number, max: number, message = `must be a whole number from ${min} to ${max}`) {
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}
