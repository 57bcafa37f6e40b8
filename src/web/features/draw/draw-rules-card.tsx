import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../shared/messages.ts';
import { useId, useState } from 'react';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { DrawRules } from '../../../shared/contracts/draw.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessageOf, hasErrorCode } from '../../lib/api-client.ts';
import { drawKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { useSecretSanta } from '../../lib/reads/get-secret-santa.ts';
import { playersQuery } from '../../lib/reads/get-players.ts';
import { useSaveDrawRules } from './api/save-draw-rules.ts';

const joinNames = messages.format.list;

const t = organiserMessages.draw;
/** The choices offered for `historyYears` (docs/product.md §6.1); null: every earlier year. */
const HISTORY_CHOICES: readonly (number | null)[] = [null, 1, 2, 3, 0];

/**
 * 'Règles du tirage' before the draw (docs/product.md §6.1): each change is saved at once with
 * the event, and answered with whether a draw is still possible under it.
 */
export function DrawRulesCard({ secretSantaId }: { secretSantaId: string }) {
  const headingId = useId();
  const historyId = useId();
  const queryClient = useQueryClient();
  const secretSanta = useSecretSanta(secretSantaId);
  const save = useSaveDrawRules(secretSantaId);
  // The carers' rule is offered while someone is looked after (docs/product.md §4.10), the
  // teams' while someone has a team (§6.1).
  const offers = useQuery({
    ...playersQuery(secretSantaId),
    select: (data) => ({
      carers: data.players.some((player) => player.caredBy !== null),
      groups: data.players.some((player) => player.group !== null),
    }),
  }).data;
  // What the last save answered: a rule that leaves no draw is said at once, in names.
  const [impossible, setImpossible] = useState<string | null>(null);
  // Shown from the click on, while it is saved; the saved rules again if the save fails.
  const [choice, setChoice] = useState<DrawRules | null>(null);
  const saved = secretSanta.data?.drawRules;
  if (!saved) return null;
  const rules = choice ?? saved;

  const onChange = async (changes: Partial<DrawRules>) => {
    const next = { ...rules, ...changes };
    setChoice(next);
    try {
      const { feasibility } = await save.mutateAsync(next);
      setImpossible(feasibility.ok ? null : feasibility.message);
      toast.success(t.rulesSavedTitle);
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.rulesSaveFailed) });
      // The draw happened elsewhere: the tab turns to its result.
      if (hasErrorCode(error, errorCodes.drawLocked)) {
        void queryClient.invalidateQueries({ queryKey: drawKeys.state(secretSantaId) });
      }
    } finally {
      setChoice(null);
    }
  };

  return (
    <Card className="p-4 sm:p-5">
      <h3 id={headingId} className="font-display text-lg font-bold">
        {t.rulesTitle}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t.rulesIntro}</p>
      <fieldset aria-labelledby={headingId} className="mt-4 space-y-3">
        <RuleCheckbox
          label={t.singleCircleLabel}
          hint={t.singleCircleHint}
          checked={rules.singleCircle}
          disabled={save.isPending}
          onChange={(singleCircle) => void onChange({ singleCircle })}
        />
        <RuleCheckbox
          label={t.avoidMutualLabel}
          hint={rules.singleCircle ? t.singleCircleImpliesMutual : t.avoidMutualHint}
          checked={rules.avoidMutual || rules.singleCircle}
          disabled={save.isPending || rules.singleCircle}
          onChange={(avoidMutual) => void onChange({ avoidMutual })}
        />
        {offers?.groups || rules.withinGroups ? (
          <RuleCheckbox
            label={t.withinGroupsLabel}
            hint={t.withinGroupsHint}
            checked={rules.withinGroups}
            disabled={save.isPending}
            onChange={(withinGroups) => void onChange({ withinGroups })}
          />
        ) : null}
        {offers?.carers || !rules.carerNotGivingToCared ? (
          <RuleCheckbox
            label={t.carerNotGivingToCaredLabel}
            hint={t.carerNotGivingToCaredHint}
            checked={rules.carerNotGivingToCared}
            disabled={save.isPending}
            onChange={(carerNotGivingToCared) => void onChange({ carerNotGivingToCared })}
          />
        ) : null}
        <div className="rounded-xl border p-3">
          <label htmlFor={historyId} className="block font-semibold">
            {t.historyYearsLabel}
          </label>
          <p className="mt-0.5 text-sm text-muted-foreground">{t.historyYearsHint}</p>
          <select
            id={historyId}
            value={String(rules.historyYears)}
            disabled={save.isPending}
            onChange={(event) =>
              void onChange({
                historyYears: event.target.value === 'null' ? null : Number(event.target.value),
              })
            }
            className="mt-2 h-11 w-full cursor-pointer rounded-xl border bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default sm:w-auto"
          >
            {[...new Set([...HISTORY_CHOICES, rules.historyYears])].map((years) => (
              <option key={String(years)} value={String(years)}>
                {t.historyYearsOption(years)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {impossible ? (
        <Alert
          tone="error"
          title={organiserMessages.restrictions.impossibleWarningTitle}
          className="mt-4 [&>svg]:shrink-0"
        >
          {impossible}
        </Alert>
      ) : null}
    </Card>
  );
}

function RuleCheckbox({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-disabled:cursor-default">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-default"
      />
      <span className="min-w-0 flex-1">
        <span id={labelId} className="block font-semibold">
          {label}
        </span>
        <span id={hintId} className="mt-0.5 block text-sm text-muted-foreground">
          {hint}
        </span>
      </span>
    </label>
  );
}

/** The rules a made draw followed, in one sentence (they cannot change after it). */
export function describeDrawRules(rules: DrawRules): string {
  const followed = [
    ...(rules.singleCircle ? [t.ruleSingleCircle] : rules.avoidMutual ? [t.ruleAvoidMutual] : []),
    ...(rules.withinGroups ? [t.ruleWithinGroups] : []),
    ...(rules.carerNotGivingToCared ? [] : [t.ruleCarerGivesToCared]),
    t.historyRule(rules.historyYears),
  ];
  return t.rulesSummary(joinNames(followed));
}
