// The times the database can hold and a person could mean: PostgreSQL has no year 0 (a query with one
// fails), and nothing anyone logs here happened before 1900. One rule for query windows and cursors.
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 9999;

export const STORABLE_TIME_MESSAGE = `Please give a date between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`;

export function isStorableTime(at: Date): boolean {
  const year = at.getUTCFullYear();
  return !Number.isNaN(at.getTime()) && year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}
