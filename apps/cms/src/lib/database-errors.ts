/**
 * True when a database error is a unique-index violation: SQLite's `SQLITE_CONSTRAINT_UNIQUE` (better-sqlite3) or
 * PostgreSQL's SQLSTATE 23505 (pg), whether Strapi passes the driver's error on or wraps it (`cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return true;
    if (
      /UNIQUE constraint failed|duplicate key value violates unique constraint/.test(String((current as Error).message))
    ) {
      return true;
    }
  }
  return false;
}
