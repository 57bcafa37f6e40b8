/**
 * Gift ideas as shown (docs/product.md §7.2): the text as typed, its web addresses made links.
 * Only http and https open; the link shows the address's real host, so that
 * `https://shop.example@thief.example` reads « thief.example », not the shop.
 */
export type GiftIdeaPart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; domain: string };

const WEB_ADDRESS = /https?:\/\/[^\s<>"«»]+/giu;
// A sentence's punctuation after an address is the sentence's, not the address's.
const TRAILING = /[.,;:!?'’)\]]+$/u;

export function splitGiftIdeas(text: string): GiftIdeaPart[] {
  const parts: GiftIdeaPart[] = [];
  let shownUpTo = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const found = match[0];
    const address = keepClosingParenthesis(found, found.replace(TRAILING, ''));
    const link = linkOf(address);
    if (link === null) continue;
    const start = match.index;
    if (start > shownUpTo) parts.push({ kind: 'text', text: text.slice(shownUpTo, start) });
    parts.push(link);
    shownUpTo = start + address.length;
  }
  if (shownUpTo < text.length) parts.push({ kind: 'text', text: text.slice(shownUpTo) });
  return parts;
}

/** `(see https://example.org/a_(b))`: a parenthesis the address opened is its own. */
function keepClosingParenthesis(found: string, trimmed: string): string {
  const opened = (trimmed.match(/\(/gu) ?? []).length;
  const closed = (trimmed.match(/\)/gu) ?? []).length;
  return opened > closed && found.startsWith(`${trimmed})`) ? `${trimmed})` : trimmed;
}

function linkOf(address: string): GiftIdeaPart | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
  return { kind: 'link', href: url.href, domain: url.hostname.replace(/^www\./u, '') };
}
