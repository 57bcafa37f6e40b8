import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** How long the provider's authorization codes last. */
export const CODE_SECONDS = 2;

/** Someone the test provider knows: what its ID token and userinfo say of them. */
export type OidcPerson = { email: string; email_verified: boolean; name: string };

/**
 * A real OpenID provider (node-oidc-provider), on its own port in the test process: discovery,
 * authorization with PKCE, code, tokens signed with its keys, userinfo, and its own login and
 * consent pages (the library's development interactions), which the tests fill in as a person
 * would. One client, the app.
 */
export async function startOidcProvider(options: { redirectUri: string }) {
  const people = new Map<string, OidcPerson>();
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = {
    clientId: 'secret-santa',
    clientSecret: 'un-secret-de-test-assez-long-0123456789',
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_context, id) => {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...person }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['cle-des-cookies-du-fournisseur-de-test'] },
    // Short, so that a test can let a code expire.
    ttl: { AuthorizationCode: CODE_SECONDS },
  });
  provider.on('server_error', (_context, error) => {
    throw error;
  });
  server.on('request', provider.callback());
  return {
    issuer,
    ...client,
    people,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Jar = Map<string, string>;

async function fetchWithJar(url: string, jar: Jar, init: RequestInit = {}) {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  });
  for (const set of response.headers.getSetCookie()) {
    const [pair] = set.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
  return response;
}

/**
 * A person at the provider: from the app's authorization address to the address the provider
 * sends them back to (the app's callback, with `code` and `state`), through its login and
 * consent pages as a browser would.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar: Jar = new Map();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const response = await fetchWithJar(url, jar);
    const location = response.headers.get('location');
    if (location !== null) {
      const next = new URL(location, url).href;
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
      continue;
    }
    // A page of the provider's: its form, filled in and sent.
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt)
      throw new Error(`page du fournisseur inattendue : ${page.slice(0, 200)}`);
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'peu importe' } : { prompt },
    );
    const sent = await fetchWithJar(new URL(action, url).href, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    url = new URL(sent.headers.get('location') as string, url).href;
  }
  throw new Error('le fournisseur n’a pas renvoyé vers l’application');
}
