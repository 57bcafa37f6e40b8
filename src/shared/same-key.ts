/**
 * Case-insensitive identity (docs/product.md §3.2, §4.3, §7.1): two names or e-mails are the
 * same when their keys are. The key lowers each character alone, by Unicode's one-character
 * mapping, as PostgreSQL's `lower()` does, on which the unique indexes are built: so a name the
 * page or the server finds free is free in the database too. JavaScript's `toLowerCase` lowers
 * a final 'Σ' to 'ς' and 'İ' to 'i' plus a dot above, which `lower()` does not, and
 * `toLocaleLowerCase('fr')` follows it; both are kept out of identity.
 */
export function sameKey(text: string): string {
  let key = '';
  for (const character of text) {
    const lowered = character.toLowerCase();
    // One character in, one out: a longer mapping ('İ' → 'i̇') keeps its first letter.
    key += [...lowered].length === 1 ? lowered : ([...lowered][0] ?? character);
  }
  return key;
}

/** Whether two texts are the same in any letter case, without the spaces around them. */
export function isSameKey(a: string, b: string): boolean {
  return sameKey(a.trim()) === sameKey(b.trim());
}
