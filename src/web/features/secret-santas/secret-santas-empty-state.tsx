import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { PlusIcon } from '../../components/organiser-icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

const t = organiserMessages.secretSantas;

export function SecretSantasEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="mx-auto max-w-xl border-dashed px-6 py-12 text-center sm:px-10">
      <Logo className="mx-auto size-16 opacity-90" />
      <h2 className="mt-5 font-display text-2xl font-bold">{t.emptyTitle}</h2>
      <p className="mt-2 text-muted-foreground">{t.emptyText}</p>
      <Button size="lg" className="mt-6" onClick={onCreate}>
        <PlusIcon />
        {t.createFirst}
      </Button>
    </Card>
  );
}
