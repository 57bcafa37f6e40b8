import type { startSmtpSink } from './smtp-sink.ts';

export type JsonApi = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: any }>;

/** A tiny HTTP client with a cookie, like a browser that only speaks JSON. */
export function jsonClient(
  base: string,
): JsonApi & { withBase: (other: string) => JsonApi; cookie: () => string } {
  let cookie = '';
  const callOn =
    (origin: string): JsonApi =>
    async (method, path, body) => {
      const answer = await fetch(`${origin}${path}`, {
        method,
        redirect: 'manual',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      cookie = withCookies(cookie, answer.headers.getSetCookie());
      return { status: answer.status, body: await answer.json().catch(() => undefined) };
    };
  // The same signed-in person, through another instance of the app (a load balancer's choice).
  return Object.assign(callOn(base), { withBase: callOn, cookie: () => cookie });
}

/**
 * True once every draw e-mail of the event is sent, as the organiser's 'Tirage' tab counts them:
 * a sent message is never sent again, so what an SMTP sink has received by then is final.
 */
export async function drawMailsAllSent(api: JsonApi, secretSantaId: string): Promise<boolean> {
  const answer = await api('GET', `/api/secret-santas/${secretSantaId}/draw`);
  const notifications = answer.body?.draw?.notifications;
  return (
    answer.status === 200 && notifications.total > 0 && notifications.sent === notifications.total
  );
}

/** Waits for `condition`, checking every 100 ms, or fails saying `what` was awaited. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Attente trop longue : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Activates the account of the sign-up e-mail's link (`…/verify-email?token=…`) with the name
 * and the password chosen there, as its page does (docs/decisions/0013).
 */
export async function activateAccount(
  link: string,
  account: { name: string; password: string },
): Promise<void> {
  const url = new URL(link);
  const answer = await fetch(`${url.origin}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: url.searchParams.get('token'),
      name: account.name,
      password: account.password,
    }),
  });
  if (answer.status !== 200) throw new Error(`Activation refusée : ${await answer.text()}`);
}

/** Signs an organiser up through the real e-mail, signs in, and returns their client. */
export async function signInNewOrganiserByApi(
  base: string,
  sink: Awaited<ReturnType<typeof startSmtpSink>>,
  person: { name: string; email: string; password: string },
) {
  const api = jsonClient(base);
  await api('POST', '/api/auth/sign-up', { name: person.name, email: person.email });
  const verify = await sink.waitForMail(person.email);
  await activateAccount(
    verify.links.find((l) => l.includes('/verify-email?token='))!,
    person,
  );
  const signIn = await api('POST', '/api/auth/sign-in', {
    email: person.email,
    password: person.password,
  });
  if (signIn.status !== 200)
    throw new Error(`Connexion impossible : ${JSON.stringify(signIn.body)}`);
  return api;
}

/** The cookies a browser would send next: `jar` with each `Set-Cookie` applied, by name. */
export function withCookies(jar: string, setCookies: string[]): string {
  const cookies = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const setCookie of setCookies) {
    const pair = setCookie.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0\b/i.test(setCookie) || pair.endsWith('=')) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join('; ');
}
