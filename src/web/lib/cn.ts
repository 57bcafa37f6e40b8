/** Joins class names, skipping the falsy ones (a tiny `clsx` without the dependency). */
export function cn(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
