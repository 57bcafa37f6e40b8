import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.ts';
import { CheckIcon, GiftIcon, MapPinIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { errorMessageOf, hasErrorCode, isUnreachable } from '../../lib/api-client.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { ParticipantAccessError } from './api/participant-request.ts';
import type { ParticipantAccess } from './api/participant-request.ts';
import { useUpdateOwnText } from './api/update-own-text.ts';
import type { OwnText } from './api/update-own-text.ts';

const t = messages.participantSpace;
const loadPlayerContract = () => import('../../../shared/contracts/player.ts');

/**
 * Each text the participant may change (docs/product.md §7.3): checked by the same rule as the
 * organiser's form (the shared schema, downloaded on first use: lib/lazy-schema.ts), and said
 * in its own words.
 */
const ownTexts: Record<
  Exclude<OwnText, 'language'>,
  {
    title: string;
    icon: ReactNode;
    loadSchema: () => Promise<z.ZodType<string> | null>;
    placeholder: string;
    /** The button's accessible name: both buttons read 'Enregistrer'. */
    saveLabel: string;
    rows: number;
    saved: string;
    failed: string;
  }
> = {
  address: {
    title: t.myAddress,
    icon: <MapPinIcon />,
    loadSchema: lazySchema(() => loadPlayerContract().then((m) => m.AddressSchema)),
    placeholder: messages.players.addressPlaceholder,
    saveLabel: t.saveAddress,
    rows: 3,
    saved: t.addressUpdated,
    failed: t.addressFailed,
  },
  giftIdeas: {
    title: t.myGiftIdeas,
    icon: <GiftIcon />,
    loadSchema: lazySchema(() =>
      loadPlayerContract().then((m) => m.PlayerInputSchema.shape.giftIdeas.unwrap()),
    ),
    placeholder: messages.players.giftIdeasPlaceholder,
    saveLabel: t.saveGiftIdeas,
    rows: 4,
    saved: t.giftIdeasUpdated,
    failed: t.giftIdeasFailed,
  },
};

/**
 * One of the participant's own texts: a card whose title labels a multi-line field, saved with
 * 'Enregistrer'. A small controlled form, so the participant space does not load a form
 * library.
 */
export function OwnTextCard({
  access,
  field,
  value,
  hint,
}: {
  access: ParticipantAccess;
  field: Exclude<OwnText, 'language'>;
  /** Who will read it. */
  hint: string;
  /** What the server has. */
  value: string;
}) {
  const { title, icon, loadSchema, placeholder, saveLabel, rows, saved, failed } = ownTexts[field];
  const updateOwnText = useUpdateOwnText(access);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // null until the person types: until then the field follows what the server says.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const text = draft ?? value;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSaving(true);
    const schema = await loadSchema();
    // Without the schema (offline), the server checks the text with the same one.
    const parsed = schema ? schema.safeParse(text) : { success: true as const, data: text };
    if (!parsed.success) {
      setIsSaving(false);
      setError(parsed.error.issues[0]?.message ?? messages.api.invalidInput);
      fieldRef.current?.focus();
      return;
    }
    try {
      await updateOwnText.mutateAsync({ field, value: parsed.data });
      toast.success(saved);
      setDraft(null);
    } catch (caught) {
      // A refused access turns the screen into the refusal page, which says why. The draft
      // stays for another try. A lost connection (« Hors connexion ») is said under the field,
      // where no code is left to download; an address the event no longer asks for is said so.
      if (isUnreachable(caught)) {
        setError(errorMessageOf(caught, messages.app.networkError));
      } else if (!(caught instanceof ParticipantAccessError)) {
        const isNotAsked = hasErrorCode(caught, errorCodes.addressesNotAsked);
        toast.error(t.errorTitle, { description: isNotAsked ? caught.message : failed });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        onFocus={() => void loadSchema()}
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-3"
      >
        <h2 className="flex items-center gap-2.5 font-display text-xl font-bold tracking-tight">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-lg text-accent-foreground">
            {icon}
          </span>
          <label htmlFor={fieldId}>{title}</label>
        </h2>
        <Textarea
          ref={fieldRef}
          id={fieldId}
          rows={rows}
          value={text}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        <div className="flex justify-end">
          <Button type="submit" aria-label={saveLabel} isLoading={isSaving}>
            {isSaving ? null : <CheckIcon />}
            {messages.participantSpace.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
