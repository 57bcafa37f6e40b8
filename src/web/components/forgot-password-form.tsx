import { useId, useState } from 'react';
import type { EmailRequest } from '../../shared/contracts/auth.ts';
import { accountMessages } from '../../shared/account-messages.ts';
import { FormSubmit } from './form-submit.tsx';
import { ArrowLeftIcon, KeyIcon } from './icons.tsx';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { EmailField } from './ui/email-field.tsx';
import { lazyZodResolver } from '../lib/lazy-schema.ts';
import { toast } from '../lib/toast.ts';
import { useApiForm } from '../lib/use-api-form.ts';
import { useRequestPasswordReset } from '../lib/request-password-reset.ts';

const t = accountMessages.auth;

const emailRequestValidation = lazyZodResolver(() =>
  import('../../shared/contracts/auth.ts').then((m) => m.EmailRequestSchema),
);

/** The forgot-password view that replaces the tabs (docs/product.md §2.4). */
export function ForgotPasswordForm({
  defaultEmail,
  onBack,
}: {
  defaultEmail: string;
  onBack: () => void;
}) {
  const titleId = useId();
  const requestReset = useRequestPasswordReset();
  const [isSent, setIsSent] = useState(false);
  const form = useApiForm({
    validation: emailRequestValidation,
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = async (values: EmailRequest) => {
    setIsSent(false);
    try {
      await requestReset.mutateAsync(values);
      toast.success(t.emailSentTitle, { description: t.resetEmailSentText });
      setIsSent(true);
    } catch (error) {
      form.showRefusal(error, { fallback: accountMessages.resetPassword.resetFailed });
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div className="space-y-2">
        <span className="grid size-11 place-items-center rounded-xl bg-accent text-xl text-accent-foreground">
          <KeyIcon />
        </span>
        <h2 id={titleId} className="font-display text-2xl font-bold">
          {t.resetTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.forgotPasswordIntro}</p>
      </div>
      <form {...form.formProps(onSubmit)} className="space-y-5">
        <EmailField
          label={t.email}
          error={form.formState.errors.email?.message}
          {...form.register('email', { onChange: () => setIsSent(false) })}
        />
        {isSent ? <Alert tone="success">{t.resetEmailSentText}</Alert> : null}
        <FormSubmit formError={form.formError} isSubmitting={form.formState.isSubmitting}>
          {t.resetSubmit}
        </FormSubmit>
      </form>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeftIcon />
        {t.backToLogin}
      </Button>
    </section>
  );
}
