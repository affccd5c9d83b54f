import { beforeAll, describe, expect, it } from 'vitest';
import i18n from './i18n.ts';
import { pageCount, paginationItems, shownRange, type PageItem } from './pagination.ts';

/** Pages as numbers and ellipses as '…', to read the expectations at a glance. */
const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? i.page : '…'));

beforeAll(async () => {
  await i18n.loadNamespaces('history');
});

describe('paginationItems', () => {
  it('lists every page when there are 5 or fewer', () => {
    expect(show(paginationItems(1, 1))).toEqual([1]);
    expect(show(paginationItems(2, 3))).toEqual([1, 2, 3]);
    expect(show(paginationItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(show(paginationItems(5, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and ellipses when there are more', () => {
    expect(show(paginationItems(1, 10))).toEqual([1, 2, 3, 4, '…', 10]);
    expect(show(paginationItems(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(show(paginationItems(10, 10))).toEqual([1, '…', 7, 8, 9, 10]);
    expect(show(paginationItems(50, 100))).toEqual([1, '…', 49, 50, 51, '…', 100]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(paginationItems(1, 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(show(paginationItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(show(paginationItems(4, 8))).toEqual([1, 2, 3, 4, 5, '…', 8]);
  });

  it('keeps the current page in range', () => {
    expect(show(paginationItems(0, 3))).toEqual([1, 2, 3]);
    expect(show(paginationItems(99, 10))).toEqual([1, '…', 7, 8, 9, 10]);
    expect(show(paginationItems(1, 0))).toEqual([1]);
  });
});

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(101, 10)).toBe(11);
  });
});

describe("'showing start-end of total'", () => {
  it('counts from 1 and stops at the total', () => {
    expect(shownRange(1, 20, 45)).toEqual({ start: 1, end: 20, total: 45 });
    expect(shownRange(3, 20, 45)).toEqual({ start: 41, end: 45, total: 45 });
    expect(shownRange(1, 10, 0)).toEqual({ start: 0, end: 0, total: 0 });
  });

  it('reads as a sentence in both languages', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('history:showing', shownRange(2, 20, 45))).toBe('Showing 21-40 of 45');
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('history:showing', shownRange(2, 20, 45))).toBe('Mostrando 21-40 de 45');
    await i18n.changeLanguage('en');
  });
});
