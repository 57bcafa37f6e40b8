import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { EmailField } from '../../components/ui/email-field.tsx';
import type { TextFieldProps } from '../../components/ui/text-field.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';

/**
 * The e-mail field of the participant's forms. When the address came with the invitation
 * link it is shown read-only, and the hint says where it came from.
 */
export function InvitationEmailField({
  isLocked,
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'readOnly' | 'hint'> & {
  isLocked: boolean;
}) {
  return (
    <EmailField
      label={messages.auth.email}
      readOnly={isLocked}
      hint={isLocked ? accountMessages.participantAuth.emailFromInvitation : undefined}
      {...props}
    />
  );
}

/**
 * The server's refusal of an e-mail that is not a player of the event: every participant form
 * says it under this field alone (docs/product.md §8.1).
 */
export function isNotAPlayer(error: unknown): boolean {
  return hasErrorCode(error, errorCodes.notFound);
}
