import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { POPULAR_TAGS } from '../../../../shared/suggestions/index.ts';
import { renderWithProviders } from '../../../test-utils.tsx';
import { setEditorLanguage } from '../editor-test-utils.tsx';
import { TagEditor } from './tag-editor.tsx';

beforeEach(async () => {
  await setEditorLanguage('en');
});

let current: string[] = [];
function Harness({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  current = tags;
  return <TagEditor tags={tags} onChange={setTags} />;
}

function renderTags(initial: string[] = [], label = 'New tag') {
  renderWithProviders(<Harness initial={initial} />);
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: label }) };
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Tags on this recipe' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('TagEditor', () => {
  it('adds the trimmed tag on Enter and clears the field', async () => {
    const { user, input } = renderTags(['quick']);
    await user.type(input, '  weeknight  {Enter}');
    expect(current).toEqual(['quick', 'weeknight']);
    expect(chips()).toEqual(['quick', 'weeknight']);
    expect(input).toHaveProperty('value', '');
  });

  it('ignores an empty tag and a duplicate (any case), saying so for the duplicate', async () => {
    const { user, input } = renderTags(['Vegan']);
    await user.type(input, '   {Enter}');
    expect(current).toEqual(['Vegan']);
    await user.clear(input);
    await user.type(input, 'vegan{Enter}');
    expect(current).toEqual(['Vegan']);
    expect(screen.getByText('That tag is already on the recipe.')).toBeTruthy();
    expect(input).toHaveProperty('value', 'vegan');
  });

  it('removes the last tag on Backspace in the empty field, and only then', async () => {
    const { user, input } = renderTags(['quick', 'easy', 'dinner']);
    await user.type(input, 'ab{Backspace}');
    expect(current).toEqual(['quick', 'easy', 'dinner']);
    await user.keyboard('{Backspace}');
    expect(current).toEqual(['quick', 'easy', 'dinner']);
    expect(input).toHaveProperty('value', '');
    await user.keyboard('{Backspace}');
    expect(current).toEqual(['quick', 'easy']);
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(current).toEqual([]);
  });

  it('removes a tag with its own button', async () => {
    const { user, input } = renderTags(['quick', 'easy']);
    await user.click(screen.getByRole('button', { name: 'Remove tag quick' }));
    expect(current).toEqual(['easy']);
    expect(document.activeElement).toBe(input);
  });

  it('suggests at most 8 tags while typing, leaving out those already there', async () => {
    const { user, input } = renderTags(['italian']);
    await user.type(input, 'i');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(8);
    expect(options.map((o) => o.textContent)).not.toContain('italian');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(current).toEqual(['italian', options[0].textContent]);
    expect(input).toHaveProperty('value', '');
  });

  it('shows the 12 popular tags, without those already added, and adds one with a tap', async () => {
    const { user } = renderTags();
    const popular = () => within(screen.getByRole('list', { name: 'Popular tags' })).getAllByRole('button');
    expect(popular().map((b) => b.textContent)).toEqual([...POPULAR_TAGS.en]);
    expect(popular()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Add tag vegan' }));
    expect(current).toEqual(['vegan']);
    expect(popular().map((b) => b.textContent)).not.toContain('vegan');
    expect(popular()).toHaveLength(11);
  });

  it('offers the Brazilian Portuguese lists in pt-BR', async () => {
    await setEditorLanguage('pt-BR');
    try {
      const { user, input } = renderTags([], 'Nova tag');
      await user.type(input, 'sauda');
      expect(screen.getByRole('option', { name: 'saudável' })).toBeTruthy();
      const popular = within(screen.getByRole('list', { name: 'Tags populares' })).getAllByRole('button');
      expect(popular.map((b) => b.textContent)).toEqual([...POPULAR_TAGS.pt]);
    } finally {
      await setEditorLanguage('en');
    }
  });
});
