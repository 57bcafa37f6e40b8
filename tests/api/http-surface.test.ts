import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { messages as englishMessages } from '../../src/shared/messages.en.ts';
import { messages } from '../../src/shared/messages.ts';
import { serverMessages } from '../../src/shared/server-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { WEB_ROOT } from '../../src/server/web-app.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

const t = await createTestApp();

describe('what every answer carries', () => {
  it.each(['/api/auth/session', '/', '/une/page/inconnue'])(
    'sends the security headers on %s',
    async (path) => {
      const answer = await t.app.request(path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('lets the page run its one inline script, the theme applied before the first paint, and no other', async () => {
    const page = await t.app.request('/');
    const html = await page.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('santa-secret-theme');
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      page.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('sends the page compressed to a browser that accepts it, the same page once decompressed', async () => {
    const plain = await (await t.app.request('/')).text();
    const br = await t.app.request('/', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    expect(brBytes.length).toBeLessThan(plain.length / 3);
    const gzip = await t.app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
  });

  it('names each page’s own screen code in the page, from the page table the router is built from', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(WEB_ROOT, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const preloads = async (pathname: string, cookie?: string) => {
      const html = await (
        await t.app.request(pathname, cookie ? { headers: { cookie } } : {})
      ).text();
      return [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
        (m) => m[1],
      );
    };
    for (const [pathname, screen] of [
      ['/participant/abc/def', 'participant'],
      ['/invitation/abc/ZW1haWw', 'invitation'],
      ['/santa-auth/abc', 'santa-auth'],
      ['/verify-email', 'verify-email'],
      ['/auth/error', 'auth-error'],
    ]) {
      expect(await preloads(pathname!), pathname).toContain(manifest[`routes/${screen}.tsx`]!.file);
    }
    // Signed out, `/` is the login screen drawn in the page: no screen code competes with it.
    const home = manifest['routes/home.tsx']!.file;
    expect(await preloads('/')).not.toContain(home);
    expect(await preloads('/', 'secret-santa.session_token=abc')).toContain(home);
    // The app's own entry is named on every page (by the build); a 404 adds no screen to it.
    expect(await preloads('/une/page/inconnue')).toEqual(await preloads('/'));
  });

  it('sends the page in the person’s language: their choice, else their browser’s, else French', async () => {
    const page = async (headers: Record<string, string>) => {
      const answer = await t.app.request('/', { headers });
      const html = await answer.text();
      return {
        lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
        contentLanguage: answer.headers.get('content-language'),
        vary: answer.headers.get('vary') ?? '',
        html,
      };
    };
    const english = await page({ 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
    expect(english).toMatchObject({ lang: 'en', contentLanguage: 'en' });
    expect(english.html).toContain(englishMessages.app.tagline);
    expect(english.html).not.toContain(messages.app.tagline);
    expect(english.vary).toContain('Accept-Language');
    expect(english.vary).toContain('Cookie');
    // The choice made with the header's switch wins over the browser's languages.
    const chosen = await page({ 'accept-language': 'en', cookie: 'lang=fr' });
    expect(chosen).toMatchObject({ lang: 'fr', contentLanguage: 'fr' });
    expect(chosen.html).toContain(messages.app.tagline);
    expect(await page({ 'accept-language': 'fr', cookie: 'lang=en' })).toMatchObject({
      lang: 'en',
    });
    expect(await page({ 'accept-language': 'ja-JP,it;q=0.8' })).toMatchObject({ lang: 'fr' });
    expect(await page({ 'accept-language': 'es-ES,es;q=0.9' })).toMatchObject({ lang: 'es' });
    expect(await page({ 'accept-language': 'de-CH,de;q=0.9' })).toMatchObject({ lang: 'de' });
    expect(await page({})).toMatchObject({ lang: 'fr' });
  });

  it('names the English build’s own files in the English page, and serves them for good', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(WEB_ROOT, 'en/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const answer = await t.app.request('/participant/abc/def', {
      headers: { 'accept-language': 'en' },
    });
    const html = await answer.text();
    const screen = manifest['routes/participant.tsx']!.file;
    expect(html).toContain(`rel="modulepreload" crossorigin href="/en/${screen}"`);
    expect(html).not.toMatch(/(src|href)="\/assets\//);
    const file = await t.app.request(`/en/${screen}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(await file.text()).not.toContain(messages.app.tagline);
  });

  it('has browsers keep the hashed files for good, and the others a day', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(WEB_ROOT, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const hashed = await t.app.request(`/${manifest['routes/participant.tsx']!.file}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-encoding')).toBe('br');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.request('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(
      (await t.app.request('/assets/absent-123.js')).headers.get('cache-control'),
    ).not.toContain('immutable');
  });

  it('refuses a state-changing request sent from another site', async () => {
    const answer = await t.client().request(
      'POST',
      '/api/auth/sign-in',
      { email: 'a@b.fr', password: 'x' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(serverMessages.api.forbiddenOrigin);
  });

  it('words zod’s own refusals in the catalogue’s French too', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Ines', email: 'ines@example.org' });
    const id = (await organiser.post('/api/secret-santas', { name: 'Types' })).body.secretSanta.id;
    const answer = await organiser.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: 'pas une liste',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('excluded');
    expect(answer.body.error.message).toBe(serverMessages.api.invalidValue('excluded'));
  });

  it('answers an unknown API path with a French JSON 404', async () => {
    const answer = await t.client().get('/api/nope');
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(messages.api.notFound);
  });

  it('describes every operation in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body;
    const operations = Object.entries(doc.paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'GET /api/auth/session',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
        'POST /api/auth/resend-verification',
        'GET /api/auth/verify-email',
        'GET /api/auth/sign-up',
        'POST /api/auth/verify-email',
        'GET /api/secret-santas',
        'POST /api/secret-santas',
        'GET /api/secret-santas/{id}',
        'DELETE /api/secret-santas/{id}',
      ]),
    );
  });

  it('shows the local mailbox, newest first, when no SMTP server is configured', async () => {
    await t.client().post('/api/auth/sign-up', { name: 'Hugo', email: 'hugo@example.org' });
    // As the organiser's own browser asks, on this machine (src/server/dev/this-machine-only.ts).
    const thisMachine = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const page = await t.app.request(
      '/dev/mailbox',
      { headers: { host: 'localhost:3000' } },
      thisMachine,
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('hugo@example.org');
    expect(html).toContain(mailMessages.mail.verifySubject);
    const id = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(html)?.[1];
    const message = await (
      await t.app.request(
        `/dev/mailbox/${id}`,
        { headers: { host: 'localhost:3000' } },
        thisMachine,
      )
    ).text();
    expect(message).toContain('http://localhost:3000/verify-email?token=');
  });
});
