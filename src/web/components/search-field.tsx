import { useId } from 'react';
import { organiserMessages } from '../../shared/organiser-messages.ts';
import { cn } from '../lib/cn.ts';
import { SearchIcon } from './organiser-icons.tsx';
import { Input } from './ui/input.tsx';

const t = organiserMessages.search;

/** A list this long gets a search field; a family of eight sees its cards at a glance. */
export const SEARCH_FROM_COUNT = 10;

/**
 * 'Rechercher un participant' above a list of 10 people or more (docs/product.md §9.8):
 * filters by name or e-mail as one types, and says how many are shown, which a screen reader
 * announces. It stays while it holds a search, so a list that got shorter can be shown whole.
 * While the list is on its way (`total` null) it takes what is typed and says it is loading.
 */
export function SearchField({
  value,
  onChange,
  shown,
  total,
  label = t.label,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** How many the list shows, and holds, with this search; null while it is being read. */
  shown: number;
  total: number | null;
  /** Names which list is searched, where a screen has two. */
  label?: string;
  className?: string;
}) {
  const id = useId();
  if (total !== null && total < SEARCH_FROM_COUNT && value === '') return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5', className)}>
      <div className="relative min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={t.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          className="pl-10"
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {total === null
          ? t.loading
          : shown === 0 && value.trim() !== ''
            ? t.none(value)
            : t.shown(shown, total)}
      </p>
    </div>
  );
}
