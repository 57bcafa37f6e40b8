import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PlayerInput } from '../../shared/contracts/player.ts';
import { messages } from '../../shared/messages.ts';
import { EmailField } from './ui/email-field.tsx';
import { TextareaField } from './ui/textarea.tsx';
import { TextField } from './ui/text-field.tsx';
import { AvatarPicker } from './avatar-picker.tsx';

export type PlayerFieldTexts = {
  nameLabel: string;
  emailLabel: string;
  emailPlaceholder?: string;
  emailHint?: string;
  addressLabel: string;
  addressPlaceholder: string;
  avatarLabel: string;
  giftIdeasLabel: string;
  giftIdeasPlaceholder: string;
};

/**
 * The participant form's fields (docs/product.md §4.1), as the organiser's dialog and the
 * sign-up page (§4.9) show them. `isOwn`: the person types their own details, so the browser
 * may fill them in; the organiser types someone else's. `asksAddress`: false for a sign-up to
 * an event that asks for no postal address (§7.4).
 */
export function PlayerFields({
  register,
  errors,
  texts,
  isOwn,
  asksAddress = true,
  emailInstead,
  afterEmail,
}: {
  register: UseFormRegister<PlayerInput>;
  errors: FieldErrors<PlayerInput>;
  texts: PlayerFieldTexts;
  isOwn: boolean;
  asksAddress?: boolean;
  /** Shown in the e-mail's place: who looks after someone without one (docs/product.md §4.10). */
  emailInstead?: ReactNode;
  /** Under the name and e-mail: the organiser's « Pas d'email » choice. */
  afterEmail?: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={texts.nameLabel}
          autoComplete={isOwn ? 'name' : 'off'}
          error={errors.name?.message}
          {...register('name')}
        />
        {emailInstead ?? (
          <EmailField
            label={texts.emailLabel}
            autoComplete={isOwn ? 'email' : 'off'}
            placeholder={texts.emailPlaceholder}
            {...(texts.emailHint ? { hint: texts.emailHint } : {})}
            error={errors.email?.message}
            {...register('email')}
          />
        )}
      </div>
      {afterEmail}
      {asksAddress ? (
        <TextareaField
          label={messages.app.optionalField(texts.addressLabel)}
          rows={3}
          autoComplete={isOwn ? 'street-address' : 'off'}
          placeholder={texts.addressPlaceholder}
          error={errors.address?.message}
          {...register('address')}
        />
      ) : null}
      <AvatarPicker
        legend={texts.avatarLabel}
        registration={register('imageUrl')}
        error={errors.imageUrl?.message}
      />
      <TextareaField
        label={messages.app.optionalField(texts.giftIdeasLabel)}
        rows={3}
        placeholder={texts.giftIdeasPlaceholder}
        error={errors.giftIdeas?.message}
        {...register('giftIdeas')}
      />
    </>
  );
}
