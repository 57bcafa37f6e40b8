import type { ReminderKind } from '../../shared/exchange/reminder-times.ts';

/*
 * The outbox's dedupe keys, all made here: an e-mail with a key is queued at most once (a
 * unique index refuses the second), and some keys are read back by their start (which draw an
 * e-mail was for). A player's id ends each key that has one.
 */

type Edition = { secretSantaId: string; year: number };

/** Every draw e-mail of an edition, whichever of its draws: `isRedraw` looks for one. */
export const editionDrawMailsKey = ({ secretSantaId, year }: Edition) =>
  `draw-notification:${secretSantaId}:${year}:`;

/** One draw's e-mails (the notification's, a newcomer's): the edition and when it was drawn. */
export const drawMailsKey = (draw: Edition & { drawnAt: Date }) =>
  `${editionDrawMailsKey(draw)}${draw.drawnAt.getTime()}:`;

/** The end of the exchange, once per draw and player. */
export const completionMailsKey = (draw: Edition & { drawnAt: Date }) =>
  `completion:${draw.secretSantaId}:${draw.year}:${draw.drawnAt.getTime()}:`;

/** A reminder, once per edition and player. */
export const reminderMailsKey = (kind: ReminderKind, edition: Edition) =>
  `reminder:${kind}:${edition.secretSantaId}:${edition.year}:`;
