import { useDeferredValue } from 'react';

/**
 * `value`, except that its first arrival (undefined → data) renders at low priority, in
 * slices, so that mounting a whole screen at once does not freeze a slow phone (decision 0009);
 * later changes show at once, so that a saved edit never flashes the old data first.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
}
