import { describe, expect, it } from 'vitest';
import { validateDelete } from './model';

describe('delete account form', () => {
  it('needs the password for password accounts and the word for the others', () => {
    expect(validateDelete({ usesPassword: true, password: '', confirm: '' })).toMatchObject({ password: { key: 'validation:required' } });
    expect(validateDelete({ usesPassword: false, password: '', confirm: '' })).toMatchObject({ confirm: { key: 'validation:required' } });
    expect(validateDelete({ usesPassword: false, password: '', confirm: 'DELETE' })).toEqual({});
  });
});
