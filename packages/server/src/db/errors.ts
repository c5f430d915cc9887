/** The Postgres error code (SQLSTATE) of a failed query, on both drivers (toolchain-notes: `err.cause.code`). */
export function pgCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string }; code?: string } | undefined) ?? {};
  return cause.cause?.code ?? cause.code;
}

/**
 * Whether a query failed because a row already holds the key of the unique index `indexName`
 * (SQLSTATE 23505, unique_violation; the index's name is the error's `constraint` on both drivers).
 */
export function violatesUniqueIndex(error: unknown, indexName: string): boolean {
  if (pgCode(error) !== '23505') return false;
  const cause = (error as { cause?: { constraint?: string }; constraint?: string } | undefined) ?? {};
  return (cause.cause?.constraint ?? cause.constraint) === indexName;
}
