import { useState } from 'react';
import { messages, PRODUCT_NAME } from '../../../shared/messages.ts';
import { CheckMailbox } from '../../components/check-mailbox.tsx';
import { GlowingLogo } from '../../components/glowing-logo.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ForgotPasswordForm } from '../../components/forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import { accountMessages } from '../../../shared/account-messages.ts';

const t = accountMessages.auth;

type AuthView =
  | { kind: 'tabs'; tab: 'login' | 'register' }
  | { kind: 'forgot'; email: string }
  | { kind: 'registered'; email: string };

const pageTitles: Record<string, string> = {
  login: t.loginTab,
  register: t.registerTab,
  forgot: t.resetTitle,
  registered: t.checkMailboxTitle,
};

/** The signed-out home: logo, tagline, and the 'Connexion' / 'Inscription' tabs. */
export function AuthScreen() {
  const [view, setView] = useState<AuthView>({ kind: 'tabs', tab: 'login' });
  useDocumentTitle(pageTitles[view.kind === 'tabs' ? view.tab : view.kind] ?? t.loginTab);
  const backToLogin = () => setView({ kind: 'tabs', tab: 'login' });

  return (
    <AppLayout mainClassName="flex items-center">
      <div className="grid w-full grid-cols-1 items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16">
        <section className="text-center lg:text-left">
          <GlowingLogo className="lg:mx-0" logoClassName="size-20 sm:size-24 lg:size-28" />
          <h1 className="mt-5 font-display text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {PRODUCT_NAME}
          </h1>
          <p className="mx-auto mt-4 max-w-md text-lg leading-relaxed text-muted-foreground lg:mx-0 lg:text-xl">
            {messages.app.tagline}
          </p>
          <Garland className="mx-auto mt-8 hidden h-10 w-72 lg:mx-0 lg:block" />
        </section>

        <Card className="w-full p-5 sm:p-7">
          {view.kind === 'forgot' ? (
            <ForgotPasswordForm defaultEmail={view.email} onBack={backToLogin} />
          ) : view.kind === 'registered' ? (
            <CheckMailbox
              email={view.email}
              onBack={backToLogin}
              action={<ResendVerificationButton email={view.email} />}
            />
          ) : (
            <TabsRoot
              value={view.tab}
              onValueChange={(tab) =>
                setView({ kind: 'tabs', tab: tab === 'register' ? 'register' : 'login' })
              }
            >
              <TabsList>
                <TabsTrigger value="login">{t.loginTab}</TabsTrigger>
                <TabsTrigger value="register">{t.registerTab}</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-6">
                <LoginForm onForgotPassword={(email) => setView({ kind: 'forgot', email })} />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm onRegistered={(email) => setView({ kind: 'registered', email })} />
              </TabsContent>
            </TabsRoot>
          )}
        </Card>
      </div>
    </AppLayout>
  );
}

/** A string of baubles under the tagline, on wide screens only. */
function Garland({ className }: { className?: string }) {
  const baubles = [
    { x: 20, y: 21, fill: 'var(--primary)' },
    { x: 70, y: 31, fill: 'var(--gold)' },
    { x: 120, y: 36, fill: 'var(--secondary)' },
    { x: 170, y: 36, fill: 'var(--primary)' },
    { x: 220, y: 31, fill: 'var(--gold)' },
    { x: 270, y: 21, fill: 'var(--secondary)' },
  ];
  return (
    <svg viewBox="0 0 290 50" className={className} aria-hidden="true" focusable="false">
      <path
        d="M2 6 Q145 50 288 6"
        fill="none"
        stroke="var(--secondary)"
        strokeWidth="2"
        strokeDasharray="1 5"
        strokeLinecap="round"
      />
      {baubles.map(({ x, y, fill }) => (
        <g key={x}>
          <rect x={x - 3} y={y - 9} width="6" height="5" rx="1" fill="var(--gold)" />
          <circle cx={x} cy={y + 3} r="8" fill={fill} />
          <circle cx={x - 3} cy={y} r="2" fill="#fff" opacity=".55" />
        </g>
      ))}
    </svg>
  );
}
