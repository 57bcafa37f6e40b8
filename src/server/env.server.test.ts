import { describe, expect, it } from 'vitest';
import { readConfig, unsentMailWarning } from './env.server.ts';

describe('readConfig', () => {
  it('runs with nothing configured: port 3000, embedded database, local mailbox', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('derives the public address from the port, and drops a trailing slash', () => {
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ PUBLIC_URL: 'https://noel.example.org/' }).publicUrl).toBe(
      'https://noel.example.org',
    );
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'trois mille' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
    [{ AUTH_SECRET: 'court' }, 'AUTH_SECRET'],
  ])('stops on %j with a message naming %s', (env, name) => {
    expect(() => readConfig(env)).toThrow(new RegExp(`Configuration invalide[\\s\\S]*${name}`));
  });
});

describe('unsentMailWarning', () => {
  it('warns, in French, when people elsewhere are expected but no SMTP server is configured', () => {
    const warning = unsentMailWarning(readConfig({ PUBLIC_URL: 'https://noel.example.org' }));
    expect(warning).toContain('les emails ne sont PAS envoyés');
    expect(warning).toContain('http://localhost:3000/dev/mailbox');
  });

  it.each([
    [{}],
    [{ PUBLIC_URL: 'http://127.0.0.1:3000' }],
    [{ PUBLIC_URL: 'http://[::1]:3000' }],
    [{ PUBLIC_URL: 'https://noel.example.org', SMTP_URL: 'smtp://mail.example.org' }],
  ])('says nothing on this machine alone, or with SMTP: %j', (env) => {
    expect(unsentMailWarning(readConfig(env))).toBeNull();
  });
});
