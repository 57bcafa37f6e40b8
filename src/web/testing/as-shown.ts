/**
 * A text as Testing Library reads it on the page: its whitespace collapsed to single spaces,
 * the narrow no-break spaces of French typography (docs/product.md, "French typography")
 * included. Text queries compare the page's text read this way with the text asked for as it is.
 */
export function asShown(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
