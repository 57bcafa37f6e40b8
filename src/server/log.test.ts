import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { asRequest, describeFailure, useJsonLogs } from './log.ts';

const driverError = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), fields);

describe('describeFailure', () => {
  it('keeps a failed statement’s text and its cause, never its parameters nor the row’s values', () => {
    const cause = driverError(
      'duplicate key value violates unique constraint "sessions_token_unique"',
      {
        code: '23505',
        detail: 'Key (token)=(tok-SECRET-123) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'select 1 from sessions where token = $1',
      ['tok-SECRET-123'],
      cause,
    );
    const line = describeFailure(error);
    expect(line).toContain('requête refusée : select 1 from sessions where token = $1');
    expect(line).toContain('[23505] duplicate key value');
    expect(line).not.toContain('tok-SECRET-123');
  });

  it('masks a link’s token and a URL’s password wherever they appear', () => {
    const line = describeFailure(
      new Error(
        'could not send http://x/reset-password?token=abc.DEF via smtp://santa:hunter2@mail:25',
      ),
    );
    expect(line).not.toContain('abc.DEF');
    expect(line).not.toContain('hunter2');
    expect(line).toContain('token=…');
    expect(line).toContain('smtp://santa:…@mail');
  });

  it('masks a sign-up link’s key, in the page’s path and in the API’s', () => {
    const line = describeFailure(
      new Error(
        'GET /api/registration/Kq3-x_9 failed after /inscription/Kq3-x_9?utm=1 and /r/Kq3-x_9',
      ),
    );
    expect(line).not.toContain('Kq3-x_9');
    expect(line).toContain('/api/registration/…');
    expect(line).toContain('/inscription/…?utm=1');
    expect(line).toContain('/r/…');
  });

  it('says where an unexpected failure happened, and only what it was for an expected one', () => {
    expect(describeFailure(new Error('boom')).split('\n').length).toBeGreaterThan(1);
    expect(describeFailure(new Error('boom'), { isExpected: true })).toBe('boom');
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells "not now" (a timeout, a lost connection, a full disk) from a refused statement', () => {
    const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
    for (const cause of [
      driverError('Query read timeout'),
      driverError('timeout exceeded when trying to connect'),
      driverError('Connection terminated unexpectedly'),
      driverError('canceling statement due to statement timeout', { code: '57014' }),
      driverError('could not extend file: No space left on device', { code: '53100' }),
      driverError('could not open file "base/1/2": No such file or directory', { code: '58P01' }),
      driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
    ]) {
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(true);
    }
    for (const cause of [
      driverError('duplicate key value violates unique constraint "x"', { code: '23505' }),
      driverError('invalid input syntax for type uuid: "abc"', { code: '22P02' }),
    ]) {
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('JSON logs', () => {
  it('give each line written while a request is answered its id, a library’s included', async () => {
    const consoleBefore = { ...console };
    const written: string[] = [];
    const write = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk) => written.push(String(chunk)) > 0);
    try {
      useJsonLogs();
      await asRequest('req-0123456789', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        console.error('échec pendant la requête');
      });
      console.error('hors requête');
    } finally {
      write.mockRestore();
      Object.assign(console, consoleBefore);
    }
    const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { level: 'error', msg: 'échec pendant la requête', requestId: 'req-0123456789' },
      { level: 'error', msg: 'hors requête' },
    ]);
    expect(lines[1]).not.toHaveProperty('requestId');
  });
});
