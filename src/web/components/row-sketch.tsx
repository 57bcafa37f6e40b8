import type { VirtualList } from '../lib/use-virtual-list.ts';

/**
 * A list row's outline, an avatar's circle and a name's bar, drawn in a long list's `<ul>` while
 * it is skimmed (`useVirtualList`'s `isSketch`): what the row is does not matter at that speed,
 * and drawing a dozen real rows at every frame made long tasks on a phone (docs/benchmarks.md).
 */
export function RowSketch({ rowProps }: { rowProps: ReturnType<VirtualList['rowProps']> }) {
  return (
    <li {...rowProps} className="flex items-center gap-3 px-2.5">
      <span className="size-9 shrink-0 rounded-full bg-muted" />
      <span className="h-3.5 w-1/2 rounded-md bg-muted" />
    </li>
  );
}
