// How many mails a person's actions may cause (issue 34, point 6): an order that waits for
// approval, a decision on one, a stop rental. Counted per acting user and per company per hour,
// in the action's transaction (a refused action costs nothing). Past either allowance the action
// still happens and everyone still sees it under Notifications; only its mails are left out: a
// buyer who placed the 31st order of an hour expects it placed, not a 429 (docs/security.md).
import { countAttempt } from '../auth/limiter';
import type { RateLimits } from '../context';
import type { Db } from '../db/client';

const HOUR_MS = 3600_000;

export interface EventMailBudget {
  /** Counts one mailing action of `actorId` in `clientId`; true when it is within both allowances. */
  allows(tx: Db, actorId: number, clientId: number): Promise<boolean>;
}

export function eventMailBudget(limits: Pick<RateLimits, 'eventMailsPerUserPerHour' | 'eventMailsPerClientPerHour'>): EventMailBudget {
  return {
    async allows(tx, actorId, clientId) {
      const user = await countAttempt(tx, 'event-mail-user', String(actorId), limits.eventMailsPerUserPerHour, HOUR_MS);
      const client = await countAttempt(tx, 'event-mail-client', String(clientId), limits.eventMailsPerClientPerHour, HOUR_MS);
      return user === 0 && client === 0;
    },
  };
}
