import type { z } from 'zod';
import { readStorage, writeStorage } from './storage.ts';

/**
 * The last answer a screen loaded, kept in localStorage so that it can still be shown, marked
 * as possibly stale, when the server cannot be reached (DECISIONS.md §4). Read back through a
 * schema: anything corrupt or from an older version counts as nothing.
 */
export function readLastKnown<TSchema extends z.ZodType>(
  key: string,
  schema: TSchema,
): z.output<TSchema> | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLastKnown(key: string, value: unknown): void {
  writeStorage(key, JSON.stringify(value));
}

export function forgetLastKnown(key: string): void {
  writeStorage(key, null);
}
