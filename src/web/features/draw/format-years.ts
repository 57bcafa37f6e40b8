import { messages } from '../../../shared/messages.ts';

const joinNames = messages.format.list;

/** "2024", "2023 et 2024", "2022, 2023 et 2024", oldest first. */
export function formatYears(years: readonly number[]): string {
  return joinNames([...years].sort((a, b) => a - b).map(String));
}
