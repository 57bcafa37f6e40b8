import { useId } from 'react';
import type { ReactNode } from 'react';

/**
 * One of the dashboard's tabs ('Participants', 'Restrictions', 'Tirage'): a section named by its
 * heading, with a badge beside the heading if any, a line under it, the tab's own actions to the
 * right, then the tab's content.
 */
export function TabPanel({
  title,
  badge,
  description,
  actions,
  children,
}: {
  title: string;
  badge?: ReactNode;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={titleId} className="font-display text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {badge}
      </div>
      <p className="mt-1 max-w-3xl text-muted-foreground">{description}</p>
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="space-y-6 pt-2">
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
