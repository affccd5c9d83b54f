import { describe, expect, it } from 'vitest';
import { checkRecipeUrl, isImageFile } from './recipe-url.ts';

describe('checkRecipeUrl', () => {
  it.each(['', '   ', '\n'])('requires a value (%j)', (input) => {
    expect(checkRecipeUrl(input)).toEqual({ ok: false, reason: 'required' });
  });

  it.each([
    ['https://www.example.com/recipes/pao', 'https://www.example.com/recipes/pao'],
    ['  http://example.com/a?b=1  ', 'http://example.com/a?b=1'],
    ['example.com/recipe', 'https://example.com/recipe'],
    ['receitas.com.br:8080/bolo', 'https://receitas.com.br:8080/bolo'],
    ['HTTPS://Example.COM/Bolo', 'https://example.com/Bolo'],
  ])('accepts %j as %s', (input, url) => {
    expect(checkRecipeUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    'not a url',
    'recipe',
    'ftp://example.com/recipe.html',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:cook@example.com',
    'https://user:secret@example.com/recipe',
    'https://exa mple.com/recipe',
    `https://example.com/${'a'.repeat(2050)}`,
  ])('refuses %j as invalid', (input) => {
    expect(checkRecipeUrl(input)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('isImageFile', () => {
  it('accepts image types only', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'image/heic' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: 'text/html' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});
