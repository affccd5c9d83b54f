import type { TLiveTopic } from '../../shared/schemas/household.ts';
import type { App } from '../http/context.ts';

/** Tells the household's open screens that `topic` changed (after the change is saved). */
export function announce(app: App, householdId: string, topic: TLiveTopic): void {
  app.ctx.services.live.publish(householdId, topic);
}
