import type { TCombinedShoppingItem, TShoppingItem } from '../../../../shared/schemas/shopping-list.ts';
import type { ApiBody } from '../../../lib/api/types.ts';

export type { TCombinedShoppingItem, TShoppingItem };

/** The body of POST /api/shopping-list-items. */
export type TShoppingItemInput = ApiBody<'/api/shopping-list-items', 'post'>;
