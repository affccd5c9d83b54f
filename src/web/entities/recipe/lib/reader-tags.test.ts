import { describe, expect, it } from 'vitest';
import { readerTags } from './reader-tags.ts';

describe('readerTags', () => {
  it('shows built-in tags in the reader’s language, once each, and the author’s own as written', () => {
    const tags = ['vegetariana', 'vegetarian', 'sem glúten', 'Vovó’s Sunday'];
    expect(readerTags(tags, 'en')).toEqual(['vegetarian', 'gluten-free', 'Vovó’s Sunday']);
    expect(readerTags(tags, 'pt-BR')).toEqual(['vegetariana', 'sem glúten', 'Vovó’s Sunday']);
    expect(readerTags(['  ', 'quick'], 'pt-BR')).toEqual(['rápida']);
  });
});
