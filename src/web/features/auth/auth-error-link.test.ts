import { describe, expect, it } from 'vitest';
import { buildAuthErrorHref, readAuthErrorParams } from './auth-error-link.ts';

describe('auth error link', () => {
  it('reads back what it wrote, accents and spaces included', () => {
    const href = buildAuthErrorHref({
      code: 'email_not_confirmed',
      description: 'Votre email n’est pas encore confirmé.',
      email: 'élise+noël@example.com',
    });
    const [path, hash = ''] = href.split('#');

    expect(path).toBe('/auth-error');
    expect(hash).not.toContain(' ');
    expect(readAuthErrorParams({ hash: `#${hash}`, search: '' })).toEqual({
      code: 'email_not_confirmed',
      source: null,
      description: 'Votre email n’est pas encore confirmé.',
      email: 'élise+noël@example.com',
    });
  });

  it('falls back to the query string when the hash has nothing', () => {
    expect(
      readAuthErrorParams({ hash: '', search: '?error_code=token_expired&email=a%40b.fr' }),
    ).toEqual({ code: 'token_expired', source: null, description: null, email: 'a@b.fr' });
  });

  it('says a sign-in with the company’s provider failed (docs/product.md §2.8)', () => {
    expect(
      readAuthErrorParams({ hash: '', search: '?source=oidc&error=unable_to_get_user_info' }),
    ).toMatchObject({ source: 'oidc' });
  });
});
