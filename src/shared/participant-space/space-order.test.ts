import { describe, expect, it } from 'vitest';
import { spaceCardOrder } from './space-order.ts';

const asked = { asksAddress: true, hasAddress: true, hasExchangeDayCome: false };

describe('spaceCardOrder', () => {
  it('before the draw: the address and the gift ideas first, then the wait for the draw', () => {
    for (const hasAddress of [true, false]) {
      expect(spaceCardOrder({ ...asked, hasAddress, isDrawn: false })).toEqual([
        'address',
        'giftIdeas',
        'recipient',
        'email',
      ]);
    }
  });

  it('after the draw: the recipient, the messages, then the own texts, then the gift received', () => {
    expect(spaceCardOrder({ ...asked, isDrawn: true })).toEqual([
      'recipient',
      'messages',
      'address',
      'giftIdeas',
      'giftReceived',
      'email',
    ]);
  });

  it('after the draw: a missing address comes right after the recipient, before the messages', () => {
    expect(spaceCardOrder({ ...asked, hasAddress: false, isDrawn: true })).toEqual([
      'recipient',
      'address',
      'messages',
      'giftIdeas',
      'giftReceived',
      'email',
    ]);
  });

  it('puts the gift received at the top once the exchange’s day has come', () => {
    expect(spaceCardOrder({ ...asked, hasExchangeDayCome: true, isDrawn: true })).toEqual([
      'giftReceived',
      'recipient',
      'messages',
      'address',
      'giftIdeas',
      'email',
    ]);
  });

  it('shows no address card, missing or not, while the event asks for none', () => {
    for (const hasAddress of [true, false]) {
      for (const isDrawn of [true, false]) {
        const order = spaceCardOrder({ ...asked, asksAddress: false, hasAddress, isDrawn });
        expect(order).not.toContain('address');
      }
    }
    expect(
      spaceCardOrder({ ...asked, asksAddress: false, hasAddress: false, isDrawn: false }),
    ).toEqual(['giftIdeas', 'recipient', 'email']);
  });
});
