import { messages } from '../../../shared/messages.ts';
import { EmailField } from '../../components/ui/email-field.tsx';
import type { TextFieldProps } from '../../components/ui/text-field.tsx';

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
      hint={isLocked ? messages.participantAuth.emailFromInvitation : undefined}
      {...props}
    />
  );
}
