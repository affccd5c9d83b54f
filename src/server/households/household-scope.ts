import type { TLiveTopic } from '../../shared/schemas/household.ts';
import type { App } from '../http/context.ts';
import type { UserRow } from '../users/users.repository.ts';
import { householdsService } from './households.service.ts';

/** The household whose plan, list and collections a request reads and changes. */
export function householdScope(app: App, user: UserRow): Promise<string> {
  return householdsService(app.ctx.database.db).scopeOf(user);
}

/** Tells the household's open screens that `topic` changed (after the change is saved). */
export function announce(app: App, householdId: string, topic: TLiveTopic): void {
  app.ctx.services.live.publish(householdId, topic);
}
