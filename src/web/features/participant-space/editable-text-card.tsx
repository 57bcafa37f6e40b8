import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { messages } from '../../../shared/messages.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

/**
 * One of the participant's own texts (address, gift ideas): a card whose title labels a
 * multi-line field, checked with the shared schema, saved with 'Enregistrer'. A small
 * controlled form, so the participant space does not load a form library.
 */
export function EditableTextCard({
  title,
  icon,
  value,
  loadSchema,
  hint,
  placeholder,
  saveLabel,
  rows = 3,
  onSave,
}: {
  title: string;
  icon: ReactNode;
  /** What the server has. */
  value: string;
  /** The shared schema, downloaded on first use (lib/lazy-schema.ts). */
  loadSchema: () => Promise<z.ZodType<string> | null>;
  hint: string;
  placeholder: string;
  /** The button's accessible name: both buttons read 'Enregistrer'. */
  saveLabel: string;
  rows?: number;
  /** Resolves when saved; rejects (after telling the person) when not. */
  onSave: (value: string) => Promise<void>;
}) {
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
      await onSave(parsed.data);
      setDraft(null);
    } catch {
      // onSave has said what went wrong; the draft stays for another try.
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
