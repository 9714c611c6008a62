/** Whether a query failed on a unique index, on either engine (SQLite's message, PostgreSQL's code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ""}` : "";
  return /UNIQUE constraint failed|duplicate key value|23505/.test(text);
}
