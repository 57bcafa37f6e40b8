import { useEffect, useRef } from 'react';

/**
 * The heading of a screen that replaced the one holding the focus (after a sign-in, the login
 * form is gone and the focus with it): the keyboard and screen readers start there instead of
 * at the top of the page. A focus that is still somewhere is left alone. The heading needs
 * `tabIndex={-1}`.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
