import { sql } from 'drizzle-orm';
import { type Language, LANGUAGES } from '../../shared/language.ts';
import { longDateFormat } from '../catalogues.ts';
import { editionYear } from '../domain/secret-santa-edition.server.ts';
import { signToken } from '../security/signed-token.server.ts';
import type { PersonalLinkClaims } from './mail-kinds.ts';

/** What signing a link needs: where the app is served, and the key links are signed with. */
export type LinkSigning = { publicUrl: string; authSecret: string };

/**
 * When a personal link given out at `now` stops working, in epoch seconds (as tokens carry it):
 * the first of February after its edition, in the server's time zone as the edition is
 * (docs/product.md §7.1, decision 0021). People come back after Christmas to say their gift
 * arrived; by then the edition's exchange is over.
 */
export function personalLinkExpiry(now: Date): number {
  return Math.floor(new Date(editionYear(now) + 1, 1, 1).getTime() / 1000);
}

const longDates = new Map(LANGUAGES.map((language) => [language, longDateFormat(language)]));

/** The last day a link with this expiry works, as an e-mail says it ('31 janvier 2027'). */
export function lastDayOfLink(expiresAt: number, language: Language): string {
  return longDates.get(language)!.format(new Date((expiresAt - 1) * 1000));
}

/**
 * A personal link as an e-mail's payload keeps it: given out at `now`, for one player, with the
 * player's current link generation. Within an edition, the same player gets the same link.
 */
export function personalLinkClaims(input: {
  secretSantaId: string;
  playerId: string;
  linkGeneration: number;
  now: Date;
}): PersonalLinkClaims {
  return {
    secretSantaId: input.secretSantaId,
    playerId: input.playerId,
    expiresAt: personalLinkExpiry(input.now),
    ...(input.linkGeneration === 0 ? {} : { generation: input.linkGeneration }),
  };
}

/**
 * `/participant/:secretSantaId/:token`: the token is signed, bound to the player and the
 * event, expiring. The same claims always give the same link, so an e-mail signed again
 * when its sending is retried carries the link it had the first time.
 */
export function signPersonalLink(signing: LinkSigning, claims: PersonalLinkClaims): string {
  return `${signing.publicUrl}${personalLinkPath(signing.authSecret, claims)}`;
}

/** The personal link's path on this site: what a carer's space opens (docs/product.md §4.10). */
export function personalLinkPath(authSecret: string, claims: PersonalLinkClaims): string {
  const token = signToken(authSecret, { purpose: 'participant', ...claims });
  return `/participant/${claims.secretSantaId}/${token}`;
}

/**
 * `/stop/:secretSantaId/:token`: the reminders' unsubscribe link, for the same player and event
 * as the e-mail's personal link, until the same day (docs/product.md §6.9). Its page only asks;
 * a POST, the page's button or a mail client's one-click, stops the event's reminders.
 */
export function signStopRemindersLink(signing: LinkSigning, claims: PersonalLinkClaims): string {
  const token = signToken(signing.authSecret, {
    purpose: 'stop-reminders',
    secretSantaId: claims.secretSantaId,
    playerId: claims.playerId,
    expiresAt: claims.expiresAt,
  });
  return `${signing.publicUrl}/stop/${claims.secretSantaId}/${token}`;
}

/**
 * A personal link's claims as a statement builds them from a player's row named `p`, for
 * `enqueueMailPerRow`: the event, the player, the expiry of a link given out `now`, and the
 * player's link generation.
 */
export function personalLinkColumns(now: Date) {
  return {
    secretSantaId: sql`p.secret_santa_id`,
    playerId: sql`p.id`,
    expiresAt: sql`${personalLinkExpiry(now)}::bigint`,
    generation: sql`p.link_generation`,
  };
}
