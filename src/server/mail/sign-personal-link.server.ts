import { signToken } from '../security/signed-token.server.ts';
import type { PersonalLinkClaims } from './mail-kinds.ts';

/** docs/product.md §7.1: a personal link works 7 days; a new one can be asked for. */
export const PERSONAL_LINK_DAYS = 7;

/** What signing a link needs: where the app is served, and the key links are signed with. */
export type LinkSigning = { publicUrl: string; authSecret: string };

/** When a personal link given out at `now` stops working, in epoch seconds (as tokens carry it). */
export function personalLinkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + PERSONAL_LINK_DAYS * 24 * 60 * 60;
}

/** A personal link as an e-mail's payload keeps it: given out at `now`, for one player. */
export function personalLinkClaims(input: {
  secretSantaId: string;
  playerId: string;
  now: Date;
}): PersonalLinkClaims {
  return {
    secretSantaId: input.secretSantaId,
    playerId: input.playerId,
    expiresAt: personalLinkExpiry(input.now),
  };
}

/**
 * `/participant/:secretSantaId/:token`: the token is signed, bound to the player and the
 * event, expiring. The same claims always give the same link, so an e-mail signed again
 * when its sending is retried carries the link it had the first time.
 */
export function signPersonalLink(signing: LinkSigning, claims: PersonalLinkClaims): string {
  const token = signToken(signing.authSecret, { purpose: 'participant', ...claims });
  return `${signing.publicUrl}/participant/${claims.secretSantaId}/${token}`;
}
