/**
 * Rows per INSERT statement. PostgreSQL allows 65,535 bound parameters per statement and
 * SQLite 32,766; 500 rows of up to 8 columns stays far below both while still sending
 * thousands of pages in a handful of statements.
 */
export const ROWS_PER_INSERT = 500;

/** Splits rows into statement-sized chunks, in order. */
export function* chunksOf<T>(rows: readonly T[], size = ROWS_PER_INSERT): Generator<T[]> {
  for (let index = 0; index < rows.length; index += size) {
    yield rows.slice(index, index + size);
  }
}
