import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { MapPinIcon, UsersIcon } from '../../components/icons.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useUpdateSecretSantaSettings } from './api/update-secret-santa-settings.ts';

const t = organiserMessages.secretSantas;

type Settings = { askAddresses?: boolean; shareAddresses?: boolean };

/**
 * Postal addresses (docs/product.md §7.4): whether participants are asked for one at all (on
 * by default; an office handing gifts over in person is not), and, when they are, who sees
 * them: by default only their own Santa, or every participant.
 */
export function AddressSettings({ secretSanta }: { secretSanta: SecretSanta }) {
  const update = useUpdateSecretSantaSettings(secretSanta.id);
  // The box follows the click in the same event (a controlled box that waited for the mutation's
  // own state would flick back first), and keeps it until the event shows the saved settings: the
  // query's new data reaches this component a moment after the mutation's answer. A refusal
  // takes it back.
  const [chosen, setChosen] = useState<Settings>({});
  const [shown, setShown] = useState(secretSanta);
  if (
    shown.askAddresses !== secretSanta.askAddresses ||
    shown.shareAddresses !== secretSanta.shareAddresses
  ) {
    setShown(secretSanta);
    setChosen({});
  }
  const isAsked = chosen.askAddresses ?? secretSanta.askAddresses;
  const isShared = chosen.shareAddresses ?? secretSanta.shareAddresses;

  const save = async (settings: Settings, saved: string) => {
    setChosen(settings);
    try {
      await update.mutateAsync(settings);
      toast.success(t.settingsSavedTitle, { description: saved });
    } catch (error) {
      setChosen({});
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.settingsFailed) });
    }
  };

  return (
    <div className="space-y-3">
      <SettingBox
        icon={<MapPinIcon />}
        label={t.askAddressesLabel}
        hint={isAsked ? t.addressesAsked : t.addressesNotAsked}
        checked={isAsked}
        disabled={update.isPending}
        onChange={(askAddresses) =>
          void save({ askAddresses }, askAddresses ? t.addressesAsked : t.addressesNotAsked)
        }
      />
      {/* No address asked, none to share. */}
      {isAsked ? (
        <SettingBox
          icon={<UsersIcon />}
          label={t.shareAddressesLabel}
          hint={isShared ? t.addressesShared : t.addressesPrivate}
          checked={isShared}
          disabled={update.isPending}
          onChange={(shareAddresses) =>
            void save({ shareAddresses }, shareAddresses ? t.addressesShared : t.addressesPrivate)
          }
        />
      ) : null}
    </div>
  );
}

/** One setting: a whole box to click, named by its label, its effect said beneath. */
function SettingBox({
  icon,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm shadow-black/5 dark:shadow-black/30">
      <span className="mt-0.5 shrink-0 text-lg text-muted-foreground">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{label}</span>
        <span id={hintId} className="mt-1 block text-sm text-muted-foreground">
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary disabled:cursor-default"
      />
    </label>
  );
}
