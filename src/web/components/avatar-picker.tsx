import { useId } from 'react';
import { messages } from '../../shared/messages.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AVATARS } from '../../shared/avatars.ts';
import { CheckIcon } from './icons.tsx';
import { FieldError } from './ui/field-error.tsx';

/**
 * The 18 avatars as native radio buttons: Tab enters the group on the chosen one, the
 * arrow keys move between them, and each is named by its French alt text.
 */
export function AvatarPicker({
  legend,
  registration,
  error,
}: {
  legend: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-semibold text-foreground">{legend}</legend>
      <div className="grid grid-cols-6 gap-2 md:grid-cols-9">
        {AVATARS.map((avatar) => (
          <label key={avatar.id} className="relative block cursor-pointer">
            <input type="radio" value={avatar.src} className="peer sr-only" {...registration} />
            <img
              src={avatar.src}
              alt={messages.avatars[avatar.id]}
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-full bg-muted p-1 ring-2 ring-transparent transition peer-checked:bg-accent peer-checked:ring-primary peer-checked:ring-offset-2 peer-checked:ring-offset-card peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring hover:bg-accent dark:peer-checked:ring-gold"
            />
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 hidden size-5 place-items-center rounded-full bg-primary text-[0.7rem] text-primary-foreground ring-2 ring-card peer-checked:grid dark:bg-gold dark:text-[#3d2a00]"
            >
              <CheckIcon strokeWidth={3} />
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
