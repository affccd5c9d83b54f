import { Flame, HeartPulse, Leaf, Timer, Users, type LucideIcon } from 'lucide-react';
import { MODIFY_ACTIONS, type TModifyAction } from '../../../../shared/schemas/recipe-rules.ts';

/** The five preset modifications (spec section 1) in the order they are offered, with their icons. */
export const MODIFY_ACTION_ICONS: Record<TModifyAction, LucideIcon> = {
  vegetarian: Leaf,
  double: Users,
  spicy: Flame,
  healthy: HeartPulse,
  quick: Timer,
};

export { MODIFY_ACTIONS, type TModifyAction };
