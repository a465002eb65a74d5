import type { Database } from '../../db/client';
import { advanceActivation, finishActivation } from '../../db/queries/activations';
import {
  applyTrialProfile,
  findUserById,
  setUserStatus,
  type UserRow,
} from '../../db/queries/users';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';

/**
 * One provisioning step of a new account. The shell issue adds the menus and permission
 * grants of the trial tier as steps; each step must be safe to run again.
 */
export type ActivationStep = {
  name: string;
  run: (db: Database, user: UserRow, clock: Clock) => Promise<void>;
};

const steps: ActivationStep[] = [
  {
    name: 'trial-profile',
    run: (db, user, clock) => applyTrialProfile(db, user.id, clock.now()),
  },
];

export function registerActivationStep(step: ActivationStep): void {
  if (!steps.some((s) => s.name === step.name)) steps.push(step);
}

export function activationPeak(): number {
  // The last unit of work is opening the account for login.
  return steps.length + 1;
}

/** Runs every step, counting progress, then opens the account. Errors are logged. */
export async function runActivation(
  db: Database,
  userId: string,
  clock: Clock,
  logger: Logger,
): Promise<void> {
  try {
    for (const step of steps) {
      const user = await findUserById(db, userId);
      if (!user) return;
      await step.run(db, user, clock);
      await advanceActivation(db, userId);
    }
    await setUserStatus(db, userId, 'active', clock.now());
    await advanceActivation(db, userId);
    await finishActivation(db, userId, clock.now());
  } catch (error) {
    logger.error({ err: error, userId }, 'activation failed');
  }
}
