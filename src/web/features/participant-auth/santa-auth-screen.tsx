import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { CheckMailbox } from '../../components/check-mailbox.tsx';
import { ErrorCard } from '../../components/error-card.tsx';
import { ForgotPasswordForm } from '../../components/forgot-password-form.tsx';
import { NewLinkForm } from '../../components/new-link-form.tsx';
import { GlowingLogo } from '../../components/glowing-logo.tsx';
import { StarIcon } from '../../components/icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { forgetParticipantToken, participantSpacePath } from '../../lib/participant-link.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSantaAuth } from './api/get-santa-auth.ts';
import { ParticipantLoginForm } from './participant-login-form.tsx';
import { ParticipantRegisterForm } from './participant-register-form.tsx';

const t = accountMessages.participantAuth;

type Tab = 'login' | 'register';
type View =
  | { kind: 'tabs'; tab: Tab; email: string }
  | { kind: 'registered'; email: string }
  | { kind: 'forgot-password'; email: string };

/**
 * `/santa-auth/:secretSantaId`: a participant signs in, creates an account, or gets their
 * personal link by e-mail (docs/product.md §8.1).
 */
export function SantaAuthScreen({ secretSantaId }: { secretSantaId: string }) {
  const santaAuth = useSantaAuth(secretSantaId);
  const [hasSignedIn, setHasSignedIn] = useState(false);
  useDocumentTitle(santaAuth.data?.secretSanta.name ?? t.loginTab);

  let content: ReactNode;
  if (santaAuth.isPending) content = <LoadingState label={messages.app.loading} />;
  else if (santaAuth.isError) {
    const message = errorMessageOf(santaAuth.error, t.notFound(secretSantaId));
    content = <ErrorCard title={t.notFoundTitle} message={message} homeLabel={t.backHome} />;
  } else if (santaAuth.data.isPlayer || hasSignedIn) {
    content = (
      <SignedInCard
        secretSantaId={secretSantaId}
        secretSantaName={santaAuth.data.secretSanta.name}
      />
    );
  } else {
    content = (
      <ParticipantAccess
        secretSantaId={secretSantaId}
        secretSantaName={santaAuth.data.secretSanta.name}
        onSignedIn={() => setHasSignedIn(true)}
      />
    );
  }

  return <AppLayout mainClassName="flex items-center justify-center">{content}</AppLayout>;
}

function ParticipantAccess({
  secretSantaId,
  secretSantaName,
  onSignedIn,
}: {
  secretSantaId: string;
  secretSantaName: string;
  onSignedIn: () => void;
}) {
  const [view, setView] = useState<View>({ kind: 'tabs', tab: 'login', email: '' });
  const showLogin = (email: string) => setView({ kind: 'tabs', tab: 'login', email });

  return (
    <div className="grid w-full grid-cols-1 items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16">
      <section className="text-center lg:text-left">
        <GlowingLogo className="lg:mx-0" logoClassName="size-16 sm:size-20 lg:size-24" />
        <h1 className="mt-5 font-display text-3xl font-bold tracking-tight break-words sm:text-4xl lg:text-5xl">
          {secretSantaName}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg leading-relaxed text-muted-foreground lg:mx-0">
          {t.title}
        </p>
      </section>

      <Card className="w-full p-4 sm:p-7">
        {view.kind === 'registered' ? (
          <CheckMailbox email={view.email} onBack={() => showLogin(view.email)} />
        ) : view.kind === 'forgot-password' ? (
          <ForgotPasswordForm defaultEmail={view.email} onBack={() => showLogin(view.email)} />
        ) : (
          <TabsRoot
            value={view.tab}
            onValueChange={(tab) =>
              setView({ ...view, tab: tab === 'register' ? 'register' : 'login' })
            }
          >
            <TabsList>
              <TabsTrigger value="login" className="whitespace-nowrap">
                {t.loginTab}
              </TabsTrigger>
              <TabsTrigger value="register" className="whitespace-nowrap">
                {t.registerTab}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <ParticipantLoginForm
                secretSantaId={secretSantaId}
                defaultEmail={view.email}
                onSignedIn={onSignedIn}
                onForgotPassword={(email) => setView({ kind: 'forgot-password', email })}
              />
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              <ParticipantRegisterForm
                secretSantaId={secretSantaId}
                defaultEmail={view.email}
                onRegistered={(email) => setView({ kind: 'registered', email })}
              />
            </TabsContent>
          </TabsRoot>
        )}
        {view.kind === 'tabs' ? (
          // Nobody is stuck here without a password: the personal link comes by e-mail.
          <div className="mt-6">
            <NewLinkForm
              secretSantaId={secretSantaId}
              title={t.linkByEmailTitle}
              text={t.linkByEmailText}
            />
          </div>
        ) : null}
      </Card>
    </div>
  );
}

/** Signed in as a player of this event: on to their participant space. */
function SignedInCard({
  secretSantaId,
  secretSantaName,
}: {
  secretSantaId: string;
  secretSantaName: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    // The account says who they are, not a link this tab may still remember.
    forgetParticipantToken(secretSantaId);
    navigate(participantSpacePath(secretSantaId), { replace: true });
  }, [navigate, secretSantaId]);

  return (
    <Card className="w-full max-w-lg p-6 text-center sm:p-10">
      <GlowingLogo logoClassName="size-20" />
      <p className="mt-5 flex items-center justify-center gap-2 text-sm font-semibold text-primary-text">
        <StarIcon className="size-3 text-gold" />
        <span className="break-words">{secretSantaName}</span>
        <StarIcon className="size-3 text-gold" />
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold tracking-tight sm:text-4xl">
        {t.signedInTitle}
      </h1>
      <p className="mt-3 leading-relaxed text-muted-foreground">{t.signedInText}</p>
      <LoadingState label={messages.participantSpace.redirecting} className="py-6" />
    </Card>
  );
}
