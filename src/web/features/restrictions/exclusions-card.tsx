import { useId } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { BanIcon } from '../../components/organiser-icons.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ExcludedChecklist } from './excluded-checklist.tsx';

const t = organiserMessages.restrictions;

/**
 * The person chosen in the list and whom they may not give to, ticked one by one; before
 * anyone is chosen, what to do.
 */
export function ExclusionsCard({
  giver,
  others,
  isChecked,
  isLocked,
  isSaving,
  onToggle,
  onClose,
}: {
  giver: Player | null;
  others: readonly Player[];
  isChecked: (id: string) => boolean;
  isLocked: boolean;
  isSaving: boolean;
  onToggle: (id: string) => void;
  onClose: () => void;
}) {
  const headingId = useId();
  if (!giver) {
    return (
      <Card className="border-dashed p-4 sm:p-5">
        <div className="grid h-full min-h-40 place-items-center content-center gap-3 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-accent text-xl text-accent-foreground">
            <BanIcon />
          </span>
          <p className="max-w-xs text-sm text-muted-foreground">
            {isLocked ? t.selectPromptReadOnly : t.selectPrompt}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <PersonAvatar name={giver.name} imageUrl={giver.imageUrl} size="sm" isDecorative />
        <h3
          id={headingId}
          className="min-w-0 flex-1 self-center font-display text-lg leading-snug font-bold break-words"
        >
          <KeepColonAttached text={t.cannotGiveTo(giver.name)} />
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.close}
          className="-mt-1 -mr-2 rounded-full text-lg"
          onClick={onClose}
        >
          <CloseIcon />
        </Button>
      </div>
      {others.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t.noOtherPlayers}</p>
      ) : (
        <ExcludedChecklist
          others={others}
          giverName={giver.name}
          labelledBy={headingId}
          isChecked={isChecked}
          isDisabled={isLocked || isSaving}
          onToggle={onToggle}
        />
      )}
    </Card>
  );
}

/**
 * French puts a space before ':'; the last word and the colon wrap together, so the colon
 * never starts a line alone. The text (and so the accessible name) is unchanged.
 */
function KeepColonAttached({ text }: { text: string }) {
  const match = /^(.*) (\S+ :)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]} <span className="whitespace-nowrap">{match[2]}</span>
    </>
  );
}
