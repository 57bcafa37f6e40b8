import type { ReactNode } from 'react';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

/**
 * The end of a form sent to the API: why the last submit failed, if it did (announced), then
 * the full-width submit button, which spins while the request runs.
 */
export function FormSubmit({
  formError,
  isSubmitting,
  children,
}: {
  formError?: string | null;
  isSubmitting: boolean;
  /** The button's label. */
  children: ReactNode;
}) {
  return (
    <>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {children}
      </Button>
    </>
  );
}
