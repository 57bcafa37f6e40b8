import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '../../shared/messages.ts';
import { SendIcon } from './icons.tsx';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { EmailField } from './ui/email-field.tsx';
import { errorMessageOf } from '../lib/api-client.ts';
import { lazySchema } from '../lib/lazy-schema.ts';
import { useRequestNewLink } from '../lib/request-new-link.ts';
import { accountMessages } from '../../shared/account-messages.ts';

const t = messages.participantSpace;
const loadEmailSchema = lazySchema(() =>
  import('../../shared/contracts/auth.ts').then((m) => m.EmailRequestSchema.shape.email),
);

/**
 * 'Recevoir un nouveau lien' after an expired link, or 'Recevoir mon lien par email' on the
 * participants' sign-in page (`title`, `text`). The answer never says whether the address
 * takes part, so the confirmation is the same for everyone.
 */
export function NewLinkForm({
  secretSantaId,
  title = t.newLinkTitle,
  text = t.newLinkText,
}: {
  secretSantaId: string;
  title?: string;
  text?: string;
}) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const requestNewLink = useRequestNewLink(secretSantaId);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [requestError, setRequestError] = useState<string>();
  const [isSent, setIsSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRequestError(undefined);
    const emailSchema = await loadEmailSchema();
    // Without the schema (offline), the server checks the address with the same one.
    const parsed = emailSchema
      ? emailSchema.safeParse(email)
      : { success: true as const, data: email };
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? accountMessages.auth.emailInvalid);
      inputRef.current?.focus();
      return;
    }
    try {
      await requestNewLink.mutateAsync({ email: parsed.data });
      setIsSent(true);
    } catch (error) {
      setRequestError(errorMessageOf(error, messages.api.unexpected));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-gold/50 bg-muted/60 p-4 text-left sm:p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
      <form
        noValidate
        onFocus={() => void loadEmailSchema()}
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <EmailField
          ref={inputRef}
          label={t.newLinkEmail}
          value={email}
          error={fieldError}
          className="flex-1"
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
            setIsSent(false);
          }}
        />
        <Button type="submit" isLoading={requestNewLink.isPending} className="sm:mt-[1.625rem]">
          {requestNewLink.isPending ? null : <SendIcon />}
          {t.newLinkSubmit}
        </Button>
      </form>
      {isSent ? (
        <Alert tone="success" className="mt-4">
          {t.newLinkSent}
        </Alert>
      ) : null}
      {requestError ? (
        <Alert tone="error" className="mt-4">
          {requestError}
        </Alert>
      ) : null}
    </section>
  );
}
