import type { ReactNode } from 'react';
import { Card } from './ui/card.tsx';

/** A list with nothing in it yet: a dashed card, its icon, then what to know or do. */
export function EmptyCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="border-dashed px-4 py-12 text-center sm:px-10">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent text-2xl text-accent-foreground">
        {icon}
      </span>
      {children}
    </Card>
  );
}
