import { useId, useState } from 'react';
import { LanguageOptions } from '../../components/language-options.tsx';
import type { FieldPath, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { avatarBySrc, randomAvatarSrc } from '../../../shared/avatars.ts';
import type { Player, PlayerInput } from '../../../shared/contracts/player.ts';
import type { PlayerFormInput } from '../../../shared/contracts/player-form.ts';
import type { Language } from '../../../shared/language.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
} from '../../components/ui/dialog.tsx';
import { controlClassName } from '../../components/ui/field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { isSameKey } from '../../../shared/same-key.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useAddPlayer } from './api/add-player.ts';
import { useUpdatePlayer } from './api/update-player.ts';
import { PlayerFields } from '../../components/player-fields.tsx';

const t = { ...messages.players, ...organiserMessages.participantsTab };

const playerInputValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/player-form.ts').then((m) => m.PlayerFormSchema),
);

/**
 * 'Ajouter un participant' / 'Modifier le participant'. `player` is the one edited, or
 * null to add one. The form is mounted only while open, so each opening starts afresh.
 */
export function PlayerDialog({
  secretSantaId,
  open,
  player,
  existingPlayers,
  onOpenChange,
  onCloseAutoFocus,
}: {
  secretSantaId: string;
  open: boolean;
  player: Player | null;
  /** The loaded list, to refuse a duplicate name or e-mail before asking the server. */
  existingPlayers: readonly Player[];
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const isEditing = player !== null;
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={isEditing ? t.dialogEditTitle : t.dialogAddTitle}
        description={isEditing ? t.dialogEditSubtitle : t.dialogAddSubtitle}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <PlayerForm
          key={player?.id ?? 'new'}
          secretSantaId={secretSantaId}
          player={player}
          existingPlayers={existingPlayers}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </DialogRoot>
  );
}

function PlayerForm({
  secretSantaId,
  player,
  existingPlayers,
  onDone,
}: {
  secretSantaId: string;
  player: Player | null;
  existingPlayers: readonly Player[];
  onDone: () => void;
}) {
  const languageId = useId();
  const addPlayer = useAddPlayer(secretSantaId);
  const updatePlayer = useUpdatePlayer(secretSantaId);
  // A new player gets a random avatar, and so does one saved without one of the 18
  // (docs/product.md §4.2).
  const [defaultValues] = useState<PlayerFormInput>(() => ({
    name: player?.name ?? '',
    email: player?.email ?? '',
    caredBy: player?.caredBy ?? null,
    group: player?.group ?? '',
    address: player?.address ?? '',
    imageUrl: player && avatarBySrc(player.imageUrl) ? player.imageUrl : randomAvatarSrc(),
    giftIdeas: player?.giftIdeas ?? '',
    // A new player's e-mails are in the organiser's language until they choose (§9.9).
    language: player?.language ?? (messages.language.current as Language),
  }));
  const form = useApiForm({
    validation: playerInputValidation,
    // The participant form checks each field as it changes (docs/product.md §4.1).
    mode: 'onChange',
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const showFieldError = (field: FieldPath<PlayerFormInput>, message: string) => {
    form.setError(field, { message }, { shouldFocus: true });
  };
  const [isCared, setIsCared] = useState(defaultValues.caredBy !== null);
  // Who may look after them: another participant with an address of their own (§4.10).
  const carers = existingPlayers.filter((other) => other.id !== player?.id && other.email !== null);

  const onSubmit = async (values: PlayerFormInput) => {
    const others = existingPlayers.filter((other) => other.id !== player?.id);
    if (others.some((other) => isSameKey(other.name, values.name))) {
      showFieldError('name', t.nameTaken);
      return;
    }
    const email = values.email;
    if (
      values.caredBy === null &&
      email !== undefined &&
      others.some((other) => other.email !== null && isSameKey(other.email, email))
    ) {
      showFieldError('email', t.emailTaken);
      return;
    }
    try {
      if (player) {
        const { player: saved } = await updatePlayer.mutateAsync({
          playerId: player.id,
          body: values,
        });
        toast.success(t.updatedTitle, { description: t.updated(saved.name) });
      } else {
        const { player: saved, changedGivers } = await addPlayer.mutateAsync(values);
        toast.success(t.addedTitle, {
          description:
            changedGivers === undefined
              ? t.added(saved.name)
              : organiserMessages.drawChange.joined(saved.name, changedGivers),
        });
      }
      onDone();
    } catch (error) {
      form.showRefusal(error, { fallback: player ? t.updateFailed : t.addFailed });
    }
  };

  return (
    <form {...form.formProps(onSubmit)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-5">
        <PlayerFields
          // The form holds PlayerInput's fields and `caredBy`; PlayerFields registers the former.
          register={form.register as unknown as UseFormRegister<PlayerInput>}
          errors={errors}
          texts={t}
          isOwn={false}
          emailInstead={
            isCared ? (
              <CarerField
                carers={carers}
                registration={form.register('caredBy')}
                error={errors.caredBy?.message}
              />
            ) : undefined
          }
          afterEmail={
            <label className="flex cursor-pointer items-start gap-3 text-sm">
              <input
                type="checkbox"
                checked={isCared}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setIsCared(checked);
                  // Unticked: an address of their own again; ticked: someone to choose.
                  form.setValue('caredBy', checked ? '' : null, { shouldValidate: checked });
                  if (checked) form.setValue('email', '');
                  form.clearErrors(checked ? 'email' : 'caredBy');
                }}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
              />
              <span>{t.noEmailLabel}</span>
            </label>
          }
        />
        <TextField
          label={messages.app.optionalField(t.groupLabel)}
          hint={t.groupHint}
          autoComplete="off"
          error={errors.group?.message}
          {...form.register('group')}
        />
        <div className="space-y-1.5">
          <Label htmlFor={languageId}>{t.languageLabel}</Label>
          <select
            id={languageId}
            aria-describedby={`${languageId}-hint`}
            className={cn(controlClassName, 'h-11 cursor-pointer')}
            {...form.register('language')}
          >
            <LanguageOptions />
          </select>
          <p id={`${languageId}-hint`} className="text-sm text-muted-foreground">
            {t.languageHint}
          </p>
        </div>
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {player ? t.submitEdit : t.submitAdd}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * « Qui s'en occupe ? » (docs/product.md §4.10): in the e-mail's place, the participant whose
 * mailbox receives this one's e-mails, and what that person will and will not see.
 */
function CarerField({
  carers,
  registration,
  error,
}: {
  carers: readonly Player[];
  registration: UseFormRegisterReturn<'caredBy'>;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t.carerLabel}</Label>
      <select
        id={id}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className={cn(controlClassName, 'h-11 cursor-pointer')}
        {...registration}
      >
        <option value="">{carers.length === 0 ? t.noCarerYet : t.carerChoose}</option>
        {carers.map((carer) => (
          <option key={carer.id} value={carer.id}>
            {carer.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t.carerHint}
      </p>
    </div>
  );
}
