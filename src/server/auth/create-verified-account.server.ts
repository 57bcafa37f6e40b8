import { generateId } from 'better-auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { isUniqueViolation } from '../db/is-unique-violation.ts';
import { accounts, signUps, users } from '../db/schema.ts';
import { Refusal } from '../../shared/refusal.ts';

/** Whether the address has its account (every account's address is proven). */
export async function hasAccount(db: Database, email: string): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return account !== undefined;
}

/**
 * Creates an account whose address its owner has just proven (a link or a provisional password
 * that reached that mailbox), with the password they chose there: the user and its password in
 * the rows better-auth reads, inside the caller's transaction, so that whatever else the proof
 * changes is kept with it or not at all. The address's sign-ups are marked used with it, so that
 * their links, clicked again, say the account is active (docs/decisions/0027). An address that
 * already has an account is refused (409), also when two requests race for it: the unique e-mail
 * decides, never a 500.
 */
export async function createVerifiedAccount(
  tx: Database,
  input: { email: string; name: string; passwordHash: string; now: Date },
): Promise<{ userId: string }> {
  const userId = generateId();
  try {
    await tx.insert(users).values({
      id: userId,
      email: input.email.toLowerCase(),
      name: input.name,
      emailVerified: true,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Refusal('accountExists', {}, 'email');
    }
    throw error;
  }
  await tx.insert(accounts).values({
    id: generateId(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: input.passwordHash,
  });
  await tx
    .update(signUps)
    .set({ usedAt: input.now })
    .where(and(eq(signUps.email, input.email.toLowerCase()), isNull(signUps.usedAt)));
  return { userId };
}
