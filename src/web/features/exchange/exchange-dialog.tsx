import countryToCurrency from 'country-to-currency';
import { useId, useState } from 'react';
import type { Reminders, SaveExchangeRequest } from '../../../shared/contracts/exchange.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { formatBudget } from '../../../shared/exchange/describe-exchange.ts';
import { isCurrencyCode } from '../../../shared/exchange/parse-budget.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { controlClassName } from '../../components/ui/field.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
} from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/textarea.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useSaveExchange } from './api/save-exchange.ts';

const t = organiserMessages.exchange;

const exchangeValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/exchange.ts').then((m) => m.SaveExchangeRequestSchema),
);

/** Every zone the browser knows, the event's own first if it is not among them. */
function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** 'America/New_York' → 'New York (America)': the city first, as people search for it. */
function zoneLabel(zone: string): string {
  const [region, ...rest] = zone.replaceAll('_', ' ').split('/');
  const city = rest.pop();
  return city === undefined ? zone : `${city} (${[region, ...rest].join(', ')})`;
}

/**
 * The zone a new exchange takes: the organiser's own, as their browser says it, since they
 * most often meet where they live (docs/product.md §3.6); an exchange already set keeps its own.
 */
function initialTimeZone(exchange: SecretSanta['exchange'], zones: readonly string[]): string {
  if (exchange.date !== null) return exchange.timeZone;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return own && zones.includes(own) ? own : exchange.timeZone;
}

/**
 * The currency a new budget takes: the one of the organiser's country, as their browser's
 * language says it ('en-US': dollars, 'fr-FR' or just 'fr': euros, docs/product.md §3.6); a
 * budget already set keeps its own.
 */
function initialCurrency(exchange: SecretSanta['exchange']): string {
  if (exchange.budget !== null) return exchange.currency;
  try {
    const { region } = new Intl.Locale(navigator.language).maximize();
    const own = region ? (countryToCurrency as Record<string, string>)[region] : undefined;
    return own && isCurrencyCode(own) ? own : exchange.currency;
  } catch {
    // A language tag the browser cannot read: the event's own currency.
    return exchange.currency;
  }
}

/** Every currency the browser knows, by its name in the page's language: 'euro (EUR)'. */
function currencyChoices(current: string): Array<{ code: string; label: string }> {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  const codes = known.includes(current) ? known : [current, ...known];
  const names = new Intl.DisplayNames(messages.language.current, { type: 'currency' });
  return codes
    .map((code) => ({ code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, messages.language.current));
}

/**
 * 'Date, budget et lieu' (docs/product.md §3.6) and which reminders go out (§6.9): everything
 * optional; the server refuses a day already past and says what it sent.
 */
export function ExchangeDialog({
  secretSanta,
  onClose,
}: {
  secretSanta: SecretSanta;
  onClose: () => void;
}) {
  const save = useSaveExchange(secretSanta.id);
  const { exchange, reminders } = secretSanta;
  const [zones] = useState(() => timeZoneChoices(exchange.timeZone));
  const [defaultValues] = useState<SaveExchangeRequest>(() => ({
    date: exchange.date ?? '',
    time: exchange.time ?? '',
    timeZone: initialTimeZone(exchange, zones),
    // Shown as the participants read it; parseBudget reads it back the same.
    budget: exchange.budget ? formatBudget(exchange.budget, exchange.currency) : '',
    currency: initialCurrency(exchange),
    place: exchange.place,
    note: exchange.note,
    reminders,
  }));
  const form = useApiForm({ validation: exchangeValidation, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const [currencies] = useState(() => currencyChoices(defaultValues.currency));
  const timeZoneId = useId();
  const currencyId = useId();
  const remindersId = useId();

  // What was typed goes to the server, which reads the budget with the same schema; the
  // parsed values only say the form is valid.
  const onSubmit = async () => {
    try {
      const { calendarUpdates } = await save.mutateAsync(form.getValues());
      toast.success(t.title, {
        description: calendarUpdates > 0 ? t.savedAndSent(calendarUpdates) : t.saved,
      });
      onClose();
    } catch (error) {
      form.showRefusal(error, { fallback: t.saveFailed });
    }
  };

  const reminderChoices: Array<{ key: keyof Reminders; label: string }> = [
    { key: 'beforeExchange', label: t.remindBeforeExchange },
    { key: 'giftIdeas', label: t.remindGiftIdeas },
    { key: 'giftReceived', label: t.remindGiftReceived },
  ];

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t.title} description={t.intro}>
        <form {...form.formProps(onSubmit)} className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                type="date"
                label={messages.app.optionalField(t.dateLabel)}
                error={errors.date?.message}
                {...form.register('date')}
              />
              <TextField
                type="time"
                label={messages.app.optionalField(t.timeLabel)}
                error={errors.time?.message}
                {...form.register('time')}
              />
            </div>
            {/* Searched by city or zone name ('New York', 'Paris'), not scrolled through. */}
            <TextField
              label={t.timeZoneLabel}
              hint={t.timeZoneHint}
              list={timeZoneId}
              autoComplete="off"
              spellCheck={false}
              error={errors.timeZone?.message}
              {...form.register('timeZone')}
            />
            <datalist id={timeZoneId}>
              {zones.map((zone) => (
                <option key={zone} value={zone} label={zoneLabel(zone)} />
              ))}
            </datalist>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={messages.app.optionalField(t.budgetLabel)}
                hint={t.budgetHint}
                inputMode="decimal"
                autoComplete="off"
                error={errors.budget?.message}
                {...form.register('budget')}
              />
              <div className="space-y-1.5">
                <Label htmlFor={currencyId}>{t.currencyLabel}</Label>
                <select
                  id={currencyId}
                  className={cn(controlClassName, 'h-11 cursor-pointer')}
                  aria-invalid={errors.currency ? true : undefined}
                  aria-describedby={errors.currency ? `${currencyId}-error` : undefined}
                  {...form.register('currency')}
                >
                  {currencies.map(({ code, label }) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </select>
                {errors.currency?.message ? (
                  <FieldError id={`${currencyId}-error`}>{errors.currency.message}</FieldError>
                ) : null}
              </div>
            </div>
            <TextField
              label={messages.app.optionalField(t.placeLabel)}
              hint={t.placeHint}
              autoComplete="off"
              error={errors.place?.message}
              {...form.register('place')}
            />
            <TextareaField
              label={messages.app.optionalField(t.noteLabel)}
              hint={t.noteHint}
              rows={3}
              error={errors.note?.message}
              {...form.register('note')}
            />
            <fieldset aria-labelledby={remindersId} className="space-y-2">
              <legend id={remindersId} className="font-semibold">
                {t.remindersTitle}
              </legend>
              {reminderChoices.map(({ key, label }) => (
                <label
                  key={key}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border p-3"
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                    {...form.register(`reminders.${key}`)}
                  />
                  <span className="text-sm">{label}</span>
                </label>
              ))}
            </fieldset>
            {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
