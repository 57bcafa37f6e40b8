import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { errorMessageOf, isApiClientError } from './api-client.ts';
import type { LazyResolver } from './lazy-schema.ts';

/** How a refused submit is told when the server's answer does not say it. */
export interface Refusal {
  /** Said instead of the server's message when the failure is not the server's answer. */
  fallback: string;
}

/**
 * Every form that sends to the API works the same way: checked by its shared schema (downloaded
 * on first use, lib/lazy-schema.ts) when sent, then again as each field is edited
 * (docs/product.md §2.1), or as it changes (`mode: 'onChange'`, the participant dialog, §4.1);
 * a message under the form (`formError`) cleared at each submit; a refusal the server ties to
 * one of the form's fields shown under that field.
 *
 * Without `defaultValues`, react-hook-form reads what the fields already hold: the login form
 * relies on it (login-form.tsx).
 */
export function useApiForm<Input extends FieldValues, Output>({
  validation,
  defaultValues,
  mode = 'onSubmit',
}: {
  validation: LazyResolver<Input, Output>;
  defaultValues?: DefaultValues<Input>;
  mode?: 'onSubmit' | 'onChange';
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: validation.resolver,
    mode,
    reValidateMode: 'onChange',
    defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { getValues, handleSubmit, setError } = form;

  /** A refusal naming one of this form's fields goes under it, and it takes the focus. */
  const showFieldRefusal = (error: unknown): boolean => {
    if (!isApiClientError(error) || error.field === undefined) return false;
    if (!Object.hasOwn(getValues(), error.field)) return false;
    setError(error.field as Path<Input>, { message: error.message }, { shouldFocus: true });
    return true;
  };

  /**
   * A refused submit is said once, in one place (docs/product.md §9.5): under its field if it
   * names one, else under the form; never also in a toast that could say something else.
   */
  const showRefusal = (error: unknown, { fallback }: Refusal): void => {
    if (showFieldRefusal(error)) return;
    setFormError(errorMessageOf(error, fallback));
  };

  /**
   * The `<form>`'s own props: the schema's French messages rather than the browser's, the
   * schema downloaded at the first focus, and `onValid` called with the form's message cleared.
   */
  const formProps = (
    onValid: (values: Output) => Promise<void> | void,
    onInvalid?: (errors: FieldErrors<Input>) => void,
  ) => ({
    noValidate: true,
    onFocus: validation.preload,
    onSubmit: handleSubmit(async (values) => {
      setFormError(null);
      await onValid(values);
    }, onInvalid),
  });

  return {
    ...form,
    formError,
    setFormError,
    clearFormError: () => setFormError(null),
    showFieldRefusal,
    showRefusal,
    formProps,
  };
}
