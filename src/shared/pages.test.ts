import { describe, expect, it } from 'vitest';
import { screenOf } from './pages.ts';

describe('screenOf', () => {
  it.each([
    ['/', 'home'],
    ['/secret-santas/abc', 'home'],
    ['/secret-santas/abc/tirage', 'home'],
    ['/reset-password', 'reset-password'],
    ['/verify-email', 'verify-email'],
    ['/auth-error', 'auth-error'],
    ['/auth/error', 'auth-error'],
    ['/invitation', 'invitation'],
    ['/invitation/abc', 'invitation'],
    ['/invitation/abc/ZW1haWw', 'invitation'],
    ['/participant/abc', 'participant'],
    ['/participant/abc/token.signature', 'participant'],
    ['/participant/abc/', 'participant'],
    ['/santa-auth/abc', 'santa-auth'],
    ['/Reset-Password', 'reset-password'],
  ])('shows %s with the %s screen', (pathname, screen) => {
    expect(screenOf(pathname)).toBe(screen);
  });

  it.each([
    '/participant',
    '/secret-santas',
    '/secret-santas/abc/tirage/plus',
    '/santa-auth',
    '/invitation/a/b/c',
    '/une/page/inconnue',
    '/reset-passwords',
  ])('shows %s with the 404', (pathname) => {
    expect(screenOf(pathname)).toBeUndefined();
  });
});
