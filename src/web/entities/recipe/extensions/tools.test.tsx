import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeModalSlotProps } from './types.ts';
import { preloadRecipeTools, provideRecipeTools, toolSlot, type RecipeToolLoaders } from './tools.ts';

const slotProps = { recipe: { id: 'r1' }, isOwner: true, closeModal: () => undefined } as RecipeModalSlotProps;

function fakeTools(label: string): RecipeToolLoaders {
  const Tool = ({ recipe }: RecipeModalSlotProps) => <p>{`${label} ${recipe.id}`}</p>;
  const load = () => Promise.resolve(Tool);
  return {
    EditRecipeAction: load,
    ModifyRecipeAction: load,
    ModifyRecipeSection: load,
    ImageManagerCardHost: load as unknown as RecipeToolLoaders['ImageManagerCardHost'],
    ManageImageAction: load,
  };
}

describe('recipe tool slots', () => {
  // Each test file has its own modules (vitest isolates files), so replacing the tools test-setup.ts
  // provided touches no other file.
  it('render the tool the provided loaders give, loading the loaders once', async () => {
    const load = vi.fn(() => Promise.resolve(fakeTools('edit')));
    provideRecipeTools(load);
    preloadRecipeTools();
    const Edit = toolSlot((tools) => tools.EditRecipeAction);
    const Modify = toolSlot((tools) => tools.ModifyRecipeAction);
    render(
      <Suspense fallback={null}>
        <Edit {...slotProps} />
        <Modify {...slotProps} />
      </Suspense>,
    );
    expect(await screen.findAllByText('edit r1')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('try the loaders again after they failed to load', async () => {
    const load = vi
      .fn<() => Promise<RecipeToolLoaders>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(fakeTools('retried'));
    provideRecipeTools(load);
    preloadRecipeTools();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const Edit = toolSlot((tools) => tools.EditRecipeAction);
    render(
      <Suspense fallback={null}>
        <Edit {...slotProps} />
      </Suspense>,
    );
    expect(await screen.findByText('retried r1')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
