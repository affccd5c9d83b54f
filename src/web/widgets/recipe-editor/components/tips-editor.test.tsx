import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { setEditorLanguage } from '../editor-test-utils.tsx';
import { TipsEditor } from './tips-editor.tsx';

beforeEach(async () => {
  await setEditorLanguage('en');
});

let current: string[] = [];
function Harness({ initial }: { initial: string[] }) {
  const [tips, setTips] = useState(initial);
  current = tips;
  return <TipsEditor tips={tips} onChange={setTips} />;
}

function renderTips(initial: string[] = []) {
  renderWithProviders(<Harness initial={initial} />);
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'New tip' }) };
}

const suggested = () => screen.queryByRole('list', { name: 'Suggested tips' });

describe('TipsEditor', () => {
  it('adds a typed tip on Enter or with the button, trimmed', async () => {
    const { user, input } = renderTips();
    await user.type(input, '  Rest the dough for 10 minutes. {Enter}');
    expect(current).toEqual(['Rest the dough for 10 minutes.']);
    expect(input).toHaveProperty('value', '');
    await user.type(input, 'Serve warm.');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(current).toEqual(['Rest the dough for 10 minutes.', 'Serve warm.']);
  });

  it('refuses an empty tip and a duplicate', async () => {
    const { user, input } = renderTips(['Serve warm.']);
    const add = screen.getByRole('button', { name: 'Add tip' });
    expect(add).toHaveProperty('disabled', true);
    await user.type(input, '   ');
    expect(add).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    expect(current).toEqual(['Serve warm.']);
    await user.clear(input);
    await user.type(input, 'serve warm.{Enter}');
    expect(current).toEqual(['Serve warm.']);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('That tip is already in the list.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers 3 suggested tips while there are fewer than 5, none from 5 on', async () => {
    const { user } = renderTips(['one', 'two', 'three']);
    const first = within(suggested()!).getAllByRole('button');
    expect(first).toHaveLength(3);
    const picked = first[0].textContent;
    await user.click(first[0]);
    expect(current).toEqual(['one', 'two', 'three', picked]);
    const second = within(suggested()!).getAllByRole('button');
    expect(second).toHaveLength(3);
    expect(second.map((b) => b.textContent)).not.toContain(picked);
    await user.click(second[0]);
    expect(current).toHaveLength(5);
    expect(suggested()).toBeNull();
  });

  it('autocompletes above 2 characters with at most 5 matches', async () => {
    const { user, input } = renderTips();
    await user.type(input, 'sa');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input, 'l');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    await user.click(options[0]);
    expect(current).toEqual([options[0].textContent]);
  });

  it('removes a tip', async () => {
    const { user } = renderTips(['a', 'b']);
    await user.click(screen.getByRole('button', { name: 'Remove tip 1' }));
    expect(current).toEqual(['b']);
  });
});
