import { type Language, LANGUAGES } from '../../shared/language.ts';
import { longDateFormat } from '../catalogues.ts';
import { signToken } from '../security/signed-token.server.ts';
import type { InvitationProps, MailPayload } from './mail-kinds.ts';
import type { LinkSigning } from './sign-personal-link.server.ts';

/** The provisional password's last day, as in Paris, where the product is run from. */
const longDates = new Map(
  LANGUAGES.map((language) => [language, longDateFormat(language, 'Europe/Paris')]),
);

/**
 * The invitation link (docs/product.md §8.5): the e-mail in base64url in the path, only to check
 * the link's shape, and the signed token beside it, which alone opens the invitation.
 */
export function invitationPath(input: {
  secretSantaId: string;
  email: string;
  token?: string;
}): string {
  const encodedEmail = Buffer.from(input.email).toString('base64url');
  const path = `/invitation/${input.secretSantaId}/${encodedEmail}`;
  return input.token === undefined ? path : `${path}?token=${encodeURIComponent(input.token)}`;
}

/**
 * The invitation as its template reads it. The token is signed here, from the expiry the mail
 * worker stored with the password (decision 0023): a retry carries the same link. Before the
 * worker made the password (the local mailbox may show the row then), the link has no token
 * and the e-mail no password.
 */
export function invitationProps(
  payload: MailPayload<'invitation'>,
  signing: LinkSigning,
  language: Language,
): InvitationProps {
  const { invitee, expiresAt, secrets } = payload;
  const names = {
    organiserName: payload.organiserName,
    playerName: payload.playerName,
    secretSantaName: payload.secretSantaName,
  };
  if (expiresAt === undefined) {
    return { ...names, url: `${signing.publicUrl}${invitationPath(invitee)}`, validUntil: '' };
  }
  const token = signToken(signing.authSecret, {
    purpose: 'invitation',
    secretSantaId: invitee.secretSantaId,
    playerId: invitee.playerId,
    expiresAt,
  });
  return {
    ...names,
    url: `${signing.publicUrl}${invitationPath({ ...invitee, token })}`,
    validUntil: longDates.get(language)!.format(new Date(expiresAt * 1000)),
    ...(secrets ? { secrets } : {}),
  };
}
