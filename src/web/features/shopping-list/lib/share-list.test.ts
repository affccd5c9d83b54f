import { describe, expect, it, vi } from 'vitest';
import type { TShoppingItem } from '../../../entities/shopping-list/index.ts';
import { groupByRecipe } from './group-items.ts';
import { buildShareText, shareOrCopy } from './share-list.ts';

const base = { recipeId: null, createdAt: '2025-01-05T10:00:00Z' };
const items: TShoppingItem[] = [
  { ...base, id: '1', name: 'flour', amount: '2 cups', checked: false, recipeTitle: 'Pancakes' },
  { ...base, id: '2', name: 'eggs', amount: '2', checked: true, recipeTitle: 'Pancakes' },
  { ...base, id: '3', name: 'milk', amount: '', checked: false, recipeTitle: null },
];

describe('buildShareText', () => {
  it('writes the title, then each group with its items, checked ones marked', () => {
    expect(buildShareText(groupByRecipe(items), { title: 'Shopping List', other: 'Other items' })).toBe(
      ['Shopping List', '', 'Pancakes:', '☐ 2 cups flour', '☑ 2 eggs', '', 'Other items:', '☐ milk'].join('\n'),
    );
  });

  it('uses the given language', () => {
    expect(buildShareText(groupByRecipe([items[2]]), { title: 'Lista de Compras', other: 'Outros itens' })).toBe(
      'Lista de Compras\n\nOutros itens:\n☐ milk',
    );
  });
});

function fakeNavigator(parts: Partial<Navigator>): Navigator {
  return parts as Navigator;
}

describe('shareOrCopy', () => {
  const data = { title: 'Shopping List', text: 'Shopping List\n\nOther items:\n☐ milk' };

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    await expect(
      shareOrCopy(data, fakeNavigator({ share, clipboard: { writeText } as unknown as Clipboard })),
    ).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a cancelled share as nothing to do', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    await expect(
      shareOrCopy(data, fakeNavigator({ share, clipboard: { writeText } as unknown as Clipboard })),
    ).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies to the clipboard without a share sheet, or when sharing fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(shareOrCopy(data, fakeNavigator({ clipboard: { writeText } as unknown as Clipboard }))).resolves.toBe(
      'copied',
    );
    const share = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(
      shareOrCopy(data, fakeNavigator({ share, clipboard: { writeText } as unknown as Clipboard })),
    ).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(data.text);
  });

  it('fails when neither is there', async () => {
    await expect(shareOrCopy(data, fakeNavigator({}))).rejects.toThrow();
  });
});
