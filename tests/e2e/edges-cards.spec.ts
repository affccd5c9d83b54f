import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 20 item 10: a recipe card's actions stay on one row at every width, from a phone to the
 * 4-column desktop grid, and no action spills out of its card.
 */
test('card actions keep one row and stay inside the card at every width', async ({ page }) => {
  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('cards'), password: 'correct horse battery', firstName: 'Cora' },
  });
  expect(register.status()).toBe(201);
  for (let i = 0; i < 4; i++) {
    const created = await page.request.post('/api/recipes', {
      data: {
        title: `Bolo de cenoura com cobertura de chocolate ${i}`,
        description: 'Carrot cake.',
        prepTime: 20,
        cookTime: 40,
        servings: 8,
        difficulty: 'Easy',
        ingredients: [{ name: 'carrots', amount: '3' }],
        instructions: ['Blend and bake.'],
        tags: ['dessert', 'brazilian', 'cake', 'easy'],
        tips: [],
      },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto('/history');
  const groups = page.getByRole('group', { name: /^Actions for|actions/i });
  await expect(groups.first()).toBeVisible();
  // Some card actions load their texts on first use (issue 19): measure once every card has them all.
  await expect
    .poll(() => groups.evaluateAll((nodes) => Math.min(...nodes.map((g) => g.querySelectorAll('button').length))))
    .toBeGreaterThanOrEqual(4);
  for (const width of [1536, 1280, 1100, 1024, 900, 768, 640, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await groups.evaluateAll((nodes) =>
      nodes.map((group) => {
        const card = group.closest('article')!.getBoundingClientRect();
        const buttons = [...group.querySelectorAll(':scope button, :scope > * > button')]
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.width > 0);
        return {
          count: buttons.length,
          tops: [...new Set(buttons.map((r) => Math.round(r.top)))],
          inside: buttons.every((r) => r.left >= card.left - 0.5 && r.right <= card.right + 0.5),
        };
      }),
    );
    expect(rows.length, `${width}px`).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.count, `${width}px: the card's actions`).toBeGreaterThanOrEqual(4);
      expect(row.tops, `${width}px: one row`).toHaveLength(1);
      expect(row.inside, `${width}px: inside the card`).toBe(true);
    }
  }
});
