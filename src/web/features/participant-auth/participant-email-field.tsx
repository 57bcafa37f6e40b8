import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { EmailField } from '../../components/ui/email-field.tsx';
import type { TextFieldProps } from '../../components/ui/text-field.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { accountMessages } from '../../../shared/account-messages.ts';

/** The e-mail field of the participant's forms. */
export function ParticipantEmailField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'readOnly' | 'hint'>,
) {
  return <EmailField label={accountMessages.auth.email} {...props} />;
}

/**
 * The server's refusal of an e-mail that is not a player of the event: every participant form
 * says it under this field alone (docs/product.md §8.1).
 */
export function isNotAPlayer(error: unknown): boolean {
  return hasErrorCode(error, errorCodes.notFound);
}
