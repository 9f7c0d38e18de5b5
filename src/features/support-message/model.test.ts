import { describe, expect, it } from 'vitest';
import { validateSupport } from './model';

describe('support form', () => {
  it('asks anonymous visitors for an e-mail, lets accounts without one leave it empty', () => {
    expect(validateSupport({ message: '', email: '', needsEmail: true, emailRequired: true })).toMatchObject({
      message: { key: 'validation:required' },
      email: { key: 'validation:required' },
    });
    expect(validateSupport({ message: 'Hi', email: 'nope', needsEmail: true, emailRequired: false })).toMatchObject({ email: { key: 'validation:email' } });
    expect(validateSupport({ message: 'Hi', email: '', needsEmail: true, emailRequired: false })).toEqual({});
    expect(validateSupport({ message: 'x'.repeat(5001), email: '', needsEmail: false, emailRequired: false })).toMatchObject({ message: { key: 'validation:length' } });
  });
});
