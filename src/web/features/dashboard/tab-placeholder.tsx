import type { ReactNode } from 'react';
import { useId } from 'react';
import { messages } from '../../../shared/messages.ts';
import { Card } from '../../components/ui/card.tsx';

/** The frame of a dashboard tab while its content is being built. */
export function TabPlaceholder({ title, icon }: { title: string; icon: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="px-6 py-12 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent text-2xl text-accent-foreground">
        {icon}
      </span>
      <h2 id={titleId} className="mt-4 font-display text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{messages.dashboard.comingSoon}</p>
    </Card>
  );
}
