import { describe, expect, it } from 'vitest';
import { avatarInitial, fullName } from './auth.ts';

describe('avatarInitial', () => {
  it('uses the first letter of the first name', () => {
    expect(avatarInitial({ firstName: 'ana', email: 'zed@example.com' })).toBe('A');
  });

  it('falls back to the first letter of the e-mail without a first name', () => {
    expect(avatarInitial({ firstName: '', email: 'marco@example.com' })).toBe('M');
    expect(avatarInitial({ firstName: '   ', email: 'marco@example.com' })).toBe('M');
  });

  it("falls back to 'U' with neither", () => {
    expect(avatarInitial({ firstName: '', email: '' })).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});

describe('fullName', () => {
  it('joins first and last name, or uses the e-mail', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Souza', email: 'a@x.com' })).toBe('Ana Souza');
    expect(fullName({ firstName: 'Ana', lastName: null, email: 'a@x.com' })).toBe('Ana');
    expect(fullName({ firstName: '', lastName: null, email: 'a@x.com' })).toBe('a@x.com');
  });
});
