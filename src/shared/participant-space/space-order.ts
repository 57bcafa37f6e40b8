/** The cards of the participant space, each shown at most once. */
export type SpaceCard =
  'giftReceived' | 'recipient' | 'address' | 'giftIdeas' | 'messages' | 'email';

/**
 * The order of the participant space's cards, under its header and the exchange's line, above
 * 'Les autres participants' (docs/product.md §7.2): what the person must do now comes first, at
 * every width, so that a phone does not bury it.
 *
 * - Before the draw, their address (which says so while it is missing) and gift ideas are what
 *   they can do, then the wait for the draw ('recipient'), then the rest.
 * - After it, whom they give to, then the messages, then their own texts; a missing address
 *   comes straight after the recipient all the same, since their Santa needs it.
 * - 'J'ai reçu mon cadeau !' is the step after the exchange: at the top once its day has come,
 *   else low in the page, still there for a gift that arrives early (§7.5).
 * - No address card while the event asks for none (§7.4).
 */
export function spaceCardOrder(input: {
  isDrawn: boolean;
  asksAddress: boolean;
  hasAddress: boolean;
  /** The exchange's day has come in the event's time zone (false while it has no date). */
  hasExchangeDayCome: boolean;
}): SpaceCard[] {
  if (!input.isDrawn) {
    return [
      ...(input.asksAddress ? (['address'] as const) : []),
      'giftIdeas',
      'recipient',
      'email',
    ];
  }
  const isAddressMissing = input.asksAddress && !input.hasAddress;
  const hasAddressCard = input.asksAddress && input.hasAddress;
  return [
    ...(input.hasExchangeDayCome ? (['giftReceived'] as const) : []),
    'recipient',
    ...(isAddressMissing ? (['address'] as const) : []),
    'messages',
    ...(hasAddressCard ? (['address'] as const) : []),
    'giftIdeas',
    ...(input.hasExchangeDayCome ? [] : (['giftReceived'] as const)),
    'email',
  ];
}
