import type { Config } from '../config.ts';
import type { Chef } from './chef.ts';
import type { ChefDeps } from './index.ts';
import { CookbookChef } from './cookbook/cookbook-chef.ts';

/**
 * The server's chef, as createChef (index.ts) makes it, but the LLM chef and the AI SDKs (several
 * MB of code: `ai` and four providers) are loaded only when an AI provider is configured: the
 * built-in chef, the default, never runs them.
 */
export async function chefFor(config: { ai?: Config['ai'] }, deps: ChefDeps = {}): Promise<Chef> {
  if (!config.ai && !deps.model)
    return new CookbookChef({ parseRecipeText: deps.parseRecipeText, warmUp: deps.warmUp });
  const { createChef } = await import('./index.ts');
  return createChef(config, deps);
}
