import { useEffect, useId } from 'react';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type {
  CreateSecretSantaRequest,
  SecretSanta,
  SecretSantaSummary,
} from '../../../shared/contracts/secret-santa.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { controlClassName, Field } from '../../components/ui/field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useCreateSecretSanta } from './api/create-secret-santa.ts';

const t = organiserMessages.secretSantas;

// The contract (and zod) comes with the form's first use: see lib/lazy-schema.ts.
const loadSecretSantaContract = () => import('../../../shared/contracts/secret-santa.ts');
const createSecretSantaRequestValidation = lazyZodResolver(() =>
  loadSecretSantaContract().then((m) => m.CreateSecretSantaRequestSchema),
);

/**
 * 'Nouveau Secret Santa': a name, unique (case-insensitive) among the organiser's events, and
 * optionally one of them to take the participants from (docs/product.md §3.2).
 */
export function CreateSecretSantaCard({
  existing,
  onClose,
  onCreated,
}: {
  /**
   * The loaded list: for the duplicate-name check before asking the server, and the events
   * whose participants can be taken (those that have some, by the list's own count).
   */
  existing: readonly SecretSantaSummary[];
  onClose: () => void;
  /** The new event opens (docs/product.md §3.2). */
  onCreated: (secretSanta: SecretSanta) => void;
}) {
  const titleId = useId();
  const createSecretSanta = useCreateSecretSanta();
  const form = useApiForm({
    validation: createSecretSantaRequestValidation,
    defaultValues: { name: '' },
  });
  const sources = existing.filter((secretSanta) => secretSanta.progress.players > 0);
  const { setError, setFocus } = form;

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  // Every refusal is said once, under the field or under the form (docs/product.md §9.5).
  const rejectTakenName = () => setError('name', { message: t.nameTaken }, { shouldFocus: true });

  const onSubmit = async ({ name, copyPlayersFrom }: CreateSecretSantaRequest) => {
    // Offline, the contract may not download: the server refuses a taken name all the same.
    const contract = await loadSecretSantaContract().catch(() => null);
    if (contract) {
      const key = contract.secretSantaNameKey(name);
      if (existing.some((other) => contract.secretSantaNameKey(other.name) === key)) {
        rejectTakenName();
        return;
      }
    }
    try {
      const { secretSanta } = await createSecretSanta.mutateAsync({ name, copyPlayersFrom });
      toast.success(t.createdTitle, { description: t.createdText(secretSanta.name) });
      onCreated(secretSanta);
    } catch (error) {
      if (hasErrorCode(error, errorCodes.nameTaken)) {
        rejectTakenName();
        return;
      }
      form.showRefusal(error, { fallback: t.createFailed });
    }
  };

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="animate-fade-in border-gold/60 ring-4 ring-gold/10 motion-reduce:animate-none"
    >
      {/* Escape closes it, as it closes a dialog (docs/product.md §3.2). */}
      <form
        {...form.formProps(onSubmit)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) onClose();
        }}
      >
        <CardHeader>
          <CardTitle id={titleId}>{t.createTitle}</CardTitle>
          <CardDescription>{t.createSubtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <TextField
            label={t.nameLabel}
            placeholder={t.namePlaceholder}
            autoComplete="off"
            maxLength={200}
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          {sources.length > 0 ? (
            <Field
              label={t.copyPlayersLabel}
              hint={t.copyPlayersHint}
              error={form.formState.errors.copyPlayersFrom?.message}
              className="mt-4"
            >
              {(control) => (
                <select
                  {...control}
                  className={cn(controlClassName, 'h-11 cursor-pointer')}
                  {...form.register('copyPlayersFrom', {
                    // 'Aucun' is the empty value: no source at all, not an empty id.
                    setValueAs: (value: string) => value || undefined,
                  })}
                >
                  <option value="">{t.copyPlayersNone}</option>
                  {sources.map((secretSanta) => (
                    <option key={secretSanta.id} value={secretSanta.id}>
                      {t.copyPlayersOption(secretSanta.name, secretSanta.progress.players)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {form.formError ? (
            <Alert tone="error" className="mt-4">
              {form.formError}
            </Alert>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t.create}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
