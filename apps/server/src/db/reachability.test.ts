import { describe, expect, it } from 'vitest';
import { describeConnectionError, isDatabaseUnavailable } from './reachability.ts';

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
/** Drizzle wraps the driver's error as the cause of a "Failed query" error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('connection failures', () => {
  it('tells a database that went away from a query that failed on a working one', () => {
    expect(isDatabaseUnavailable(wrapped(socketError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A unique violation, a syntax error or an application error is not an outage.
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Game not found'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('names the reason in words an operator can act on', () => {
    expect(describeConnectionError(wrapped(socketError('ECONNREFUSED')))).toBe('connection refused');
    expect(describeConnectionError(new AggregateError([socketError('ECONNREFUSED')]))).toBe(
      'connection refused',
    );
    expect(describeConnectionError(socketError('ENOTFOUND'))).toBe('host not found');
    expect(describeConnectionError(new Error('Connection terminated due to connection timeout'))).toBe(
      'connection timed out',
    );
    expect(
      describeConnectionError(Object.assign(new Error('password authentication failed'), { code: '28P01' })),
    ).toBe('authentication failed (check the user and password)');
    expect(describeConnectionError(new Error('WRONGPASS invalid username-password pair'))).toBe(
      'authentication failed (check the user and password)',
    );
  });
});
