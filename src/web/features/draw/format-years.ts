import { joinFrenchList } from '../../../shared/draw/describe-blocking-group.ts';

/** "2024", "2023 et 2024", "2022, 2023 et 2024", oldest first. */
export function formatYears(years: readonly number[]): string {
  return joinFrenchList([...years].sort((a, b) => a - b).map(String));
}
