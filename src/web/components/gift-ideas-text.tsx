import { splitGiftIdeas } from '../../shared/gift-idea-links.ts';

/**
 * Gift ideas as typed, each web address a link named by its domain (docs/product.md §7.2). It
 * opens in a new tab, which learns neither this page nor its address: the space's address
 * holds the person's link.
 */
export function GiftIdeasText({ text }: { text: string }) {
  return (
    <>
      {splitGiftIdeas(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a
            // The parts of one text keep their order: the index names them.
            key={index}
            href={part.href}
            title={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline underline-offset-2"
          >
            {part.domain}
          </a>
        ),
      )}
    </>
  );
}
