/** PostgreSQL's unique_violation (23505), as raised by pg or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505')
      return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
