import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { CollectionBadges } from './collection-badges.tsx';
import { buildCollection, renderUi } from './collection-test-utils.tsx';

// findBy* waits up to 5 s: the first render loads a translation chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('collections');
});

const names = ['Dinners', 'Desserts', 'Brunch', 'Guests', 'Summer'];

describe('CollectionBadges', () => {
  it("shows 3 badges, then '+N more' naming the others", async () => {
    renderUi(<CollectionBadges collections={names.map((name, i) => buildCollection({ id: `c${i}`, name }))} />);
    const list = await screen.findByRole('list', { name: 'Collections' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.slice(0, 3).map((li) => li.textContent)).toEqual(['Dinners', 'Desserts', 'Brunch']);
    expect(within(items[3]).getByText('+2 more')).toBeDefined();
    expect(within(items[3]).getByText('and 2 more: Guests, Summer')).toBeDefined();
  });

  it("shows every badge and no '+N more' with 3 or fewer", async () => {
    renderUi(
      <CollectionBadges collections={names.slice(0, 3).map((name, i) => buildCollection({ id: `c${i}`, name }))} />,
    );
    const list = await screen.findByRole('list', { name: 'Collections' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/more/)).toBeNull();
  });

  it('paints a badge in its colour, grey when the colour is not a preset', async () => {
    renderUi(
      <CollectionBadges
        collections={[
          buildCollection({ id: 'a', name: 'Blue', color: '#3b82f6' }),
          buildCollection({ id: 'b', name: 'Odd', color: 'purple' }),
        ]}
      />,
    );
    const blue = (await screen.findByText('Blue')).closest('li')!;
    const odd = screen.getByText('Odd').closest('li')!;
    expect(blue.getAttribute('style')).toContain('rgba(59, 130, 246');
    expect(odd.getAttribute('style')).toContain('rgba(107, 114, 128');
  });

  it('renders nothing without collections', async () => {
    const { container } = renderUi(
      <>
        <CollectionBadges collections={[]} />
        <p>after</p>
      </>,
    );
    await screen.findByText('after');
    expect(container.querySelector('ul')).toBeNull();
  });

  it('translates the overflow to Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    await i18n.loadNamespaces('collections');
    renderUi(<CollectionBadges collections={names.map((name, i) => buildCollection({ id: `c${i}`, name }))} />);
    expect(await screen.findByText('+2 mais')).toBeDefined();
  });
});
