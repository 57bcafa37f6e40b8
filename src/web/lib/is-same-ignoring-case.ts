/**
 * Compares two e-mails (or two players' names) the way the server does, in any letter case
 * and without the spaces around them: its unique indexes and its look-ups by e-mail use
 * `lower(…)` (docs/product.md §4.3, §7.1).
 */
export function isSameIgnoringCase(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
