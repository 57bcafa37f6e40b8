import { useState } from 'react';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { participantRequest, type ParticipantAccess } from './api/participant-request.ts';

const t = participantMessages.account;

/**
 * An account for whoever wants one, to see all their exchanges in one place (docs/product.md
 * §7.3, decision 0029). The space's link is not proof enough to choose a password (it may have
 * been forwarded): the link that chooses it goes to the player's address, and the answer is the
 * same whether or not that address already has an account.
 */
export function AccountOffer({ access }: { access: ParticipantAccess }) {
  const [state, setState] = useState<'offered' | 'sending' | 'sent'>('offered');
  const [error, setError] = useState<string>();
  const ask = async () => {
    setState('sending');
    setError(undefined);
    try {
      await participantRequest(access, 'POST /api/participant/{secretSantaId}/account');
      setState('sent');
    } catch (refusal) {
      setState('offered');
      setError(errorMessageOf(refusal, t.failed));
    }
  };
  return (
    <div className="space-y-3 border-t pt-4">
      <p className="text-sm leading-relaxed text-muted-foreground">{t.text}</p>
      {state === 'sent' ? (
        <Alert tone="success">{t.sent}</Alert>
      ) : (
        <Button variant="outline" isLoading={state === 'sending'} onClick={() => void ask()}>
          {t.create}
        </Button>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
