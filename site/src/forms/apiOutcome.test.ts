import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@orisun/api';
import { apiOutcome, applyApiOutcome } from './apiOutcome.ts';
import { offlineNotSent } from '../content/forms.ts';

const http = (status: number, body: ConstructorParameters<typeof ApiError>[2], retryAfterSeconds?: number) =>
  new ApiError('http', status, body, { retryAfterSeconds });

describe('apiOutcome: the one mapping from a failed call to what a form shows', () => {
  it('reads a 400 with issues as field problems (first message per field), and a 400 without as a plain failure', () => {
    const error = http(400, {
      error: 'Invalid request',
      issues: [
        { path: 'email', message: 'Enter a valid e-mail address.' },
        { path: 'email', message: 'second' },
        { path: 'name', message: 'Enter your name.' },
      ],
    });
    expect(apiOutcome(error)).toMatchObject({ kind: 'invalid', issues: { email: 'Enter a valid e-mail address.', name: 'Enter your name.' } });
    expect(apiOutcome(http(400, { error: 'Bad' }))).toMatchObject({ kind: 'failed', status: 400, answered: true, message: 'Bad' });
  });

  it('names 409, 413, 429 (with its wait) and no connection', () => {
    expect(apiOutcome(http(409, { error: 'You have already applied.' }))).toMatchObject({ kind: 'conflict', message: 'You have already applied.' });
    expect(apiOutcome(http(413, { error: 'Too large' }))).toMatchObject({ kind: 'tooLarge' });
    expect(apiOutcome(http(429, { error: 'Slow down' }, 120))).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 120 });
    expect(apiOutcome(new ApiError('network', 0, { error: 'Could not reach the server.' }))).toMatchObject({ kind: 'offline', message: offlineNotSent });
  });

  it('reads anything else as a failure: 5xx and 404 answered, a broken contract or a thrown non-ApiError not', () => {
    expect(apiOutcome(http(503, { error: 'Down' }))).toMatchObject({ kind: 'failed', status: 503, answered: true, message: 'Down' });
    expect(apiOutcome(new ApiError('contract', 409, { error: 'odd' }))).toMatchObject({ kind: 'failed', answered: false });
    expect(apiOutcome(new TypeError('boom'))).toMatchObject({ kind: 'failed', status: 0, answered: false, message: '' });
  });
});

describe('applyApiOutcome', () => {
  it("puts a 400's issues on the form's own fields in form order, focusing the first, and returns null", () => {
    const setError = vi.fn();
    const error = http(400, { error: 'Invalid', issues: [{ path: 'email', message: 'Bad e-mail' }, { path: 'name', message: 'No name' }, { path: 'other', message: 'x' }] });
    expect(applyApiOutcome(error, { fields: ['name', 'email'], setError })).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'No name' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Bad e-mail' }, { shouldFocus: false }],
    ]);
  });

  it('returns the outcome when no field of the form is named, and shows a 413 on the file field only when asked', () => {
    const setError = vi.fn();
    expect(applyApiOutcome(http(400, { error: 'Invalid', issues: [{ path: 'other', message: 'x' }] }), { fields: ['name'], setError })).toMatchObject({ kind: 'invalid' });
    expect(applyApiOutcome(http(413, { error: 'Too large' }), { fields: ['name'], setError })).toMatchObject({ kind: 'tooLarge' });
    expect(setError).not.toHaveBeenCalled();
    const tooLarge = { field: 'resume', message: 'The resume must be 5 MB or smaller.' };
    expect(applyApiOutcome(http(413, { error: 'Too large' }), { fields: ['name', 'resume'], setError, tooLarge })).toBeNull();
    expect(setError).toHaveBeenCalledWith('resume', { type: 'server', message: tooLarge.message }, { shouldFocus: true });
  });
});
