/**
 * The web half of the add-a-field test (add-a-field.test.ts): the web's recipe types carry every
 * field of the shared base recipe with its shared type. These are type assertions: tsconfig.web.json
 * checks them (npm run typecheck), the test run only lists them.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { TRecipeBase, TRecipeDraftField, TRecipeField } from '../../src/shared/schemas/recipe.ts';
import type { RecipeFields } from '../../src/web/widgets/recipe-editor/index.ts';
import type { TPublicRecipe, TRecipe, TRecipeCard } from '../../src/web/entities/recipe/index.ts';

describe('the web recipe types follow the base recipe', () => {
  it('carry every base field with the shared type', () => {
    expectTypeOf<Pick<TRecipe, TRecipeField>>().toEqualTypeOf<TRecipeBase>();
    expectTypeOf<Pick<TPublicRecipe, TRecipeField>>().toEqualTypeOf<TRecipeBase>();
    // A card is a pick of the recipe: whatever it shows has the recipe's type.
    expectTypeOf<TRecipeCard>().toMatchTypeOf<Partial<TRecipeBase>>();
  });

  it('the editor saves exactly the draft fields', () => {
    // Image, source and unit system have their own controls; the form saves the rest.
    expectTypeOf<keyof RecipeFields>().toEqualTypeOf<TRecipeDraftField>();
    expectTypeOf<Omit<RecipeFields, 'difficulty'>>().toEqualTypeOf<
      Omit<Pick<TRecipeBase, TRecipeDraftField>, 'difficulty'>
    >();
  });
});
