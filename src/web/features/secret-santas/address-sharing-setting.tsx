import { useId } from 'react';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { MapPinIcon } from '../../components/icons.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useUpdateSecretSantaSettings } from './api/update-secret-santa-settings.ts';

const t = organiserMessages.secretSantas;

/**
 * Who sees a participant's address (docs/product.md §7.4): by default only their own Santa; a
 * family may share every address with everyone.
 */
export function AddressSharingSetting({ secretSanta }: { secretSanta: SecretSanta }) {
  const hintId = useId();
  const update = useUpdateSecretSantaSettings(secretSanta.id);
  const isShared = update.isPending
    ? (update.variables?.shareAddresses ?? secretSanta.shareAddresses)
    : secretSanta.shareAddresses;

  const onChange = async (shareAddresses: boolean) => {
    try {
      await update.mutateAsync({ shareAddresses });
      toast.success(t.settingsSavedTitle, {
        description: shareAddresses ? t.addressesShared : t.addressesPrivate,
      });
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.settingsFailed) });
    }
  };

  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm shadow-black/5 dark:shadow-black/30">
      <MapPinIcon className="mt-0.5 shrink-0 text-lg text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t.shareAddressesLabel}</span>
        <span id={hintId} className="mt-1 block text-sm text-muted-foreground">
          {isShared ? t.addressesShared : t.addressesPrivate}
        </span>
      </span>
      <input
        type="checkbox"
        checked={isShared}
        disabled={update.isPending}
        aria-describedby={hintId}
        onChange={(event) => void onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary disabled:cursor-default"
      />
    </label>
  );
}
