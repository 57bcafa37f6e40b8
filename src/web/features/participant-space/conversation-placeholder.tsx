/**
 * The room the messages card takes while its code and its conversations arrive: it sits right
 * under the recipient (docs/product.md §7.2), and a card that appeared late would push down
 * everything below it, the address and gift ideas the person came to fill in. Its heights are
 * those of the card with an empty conversation, in French, at each width.
 */
export function ConversationPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[43rem] rounded-2xl border border-dashed sm:h-[35rem] lg:h-[30rem]"
    />
  );
}
