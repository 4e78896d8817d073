// Change password from the profile: the current password proves it is the user (not someone at
// an unlocked computer), and whoever else knew the old one is signed out everywhere else.
import { and, eq, isNull } from 'drizzle-orm';
import { changePasswordBodySchema, signedOutElsewhereSchema } from '@portal/shared-api-contract';
import { guessablePassword, isGuessablePassword } from '../../auth/guessable-passwords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherFamilies } from '../../auth/sessions';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest, notFound, tooManyRequests } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { queueSecurityNotice } from '../../mail/security-mails';

const wrongPassword = () =>
  badRequest('wrong_password', 'The current password is not right', [{ field: 'currentPassword', message: 'The current password is not right' }]);

export function passwordChangeRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.post('/profile/password', {
    // A person, not a client: the password is the same in every client the user works for.
    config: { auth: 'user', rateLimit: { max: ctx.limits.authPerIpPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['usermgmt'],
      summary: "Change the caller's password (needs the current one); ends the caller's other sessions",
      body: changePasswordBodySchema,
      response: { 200: signedOutElsewhereSchema },
    },
  }, async (request) => {
    const { userId, sessionId } = request.principal!;
    const { currentPassword, newPassword } = request.body;
    const key = String(userId);
    // Counted before the check (atomically, in the database), so parallel guesses cannot all pass.
    const wait = await ctx.passwordChangeLimiter.attempt(key);
    if (wait > 0) {
      throw tooManyRequests('too_many_attempts', 'Too many wrong passwords; try again later', wait);
    }
    const [user] = await ctx.db.select({ hash: users.passwordHash, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    if (!(await verifyPassword(currentPassword, user.hash))) {
      await audit(ctx, request, 'password.change_failed', { subject: `user:${userId}`, details: { reason: 'wrong_current_password' } });
      throw wrongPassword();
    }
    await ctx.passwordChangeLimiter.reset(key);
    // Compared as scrypt sees them (NFKC), so a differently composed "new" one is caught too.
    if (newPassword.normalize('NFKC') === currentPassword.normalize('NFKC')) {
      throw badRequest('same_password', 'The new password is the same as the current one', [{ field: 'newPassword', message: 'Choose a password that differs from the current one' }]);
    }
    if (isGuessablePassword(newPassword, user)) throw guessablePassword('newPassword');
    const newHash = await hashPassword(newPassword, ctx.config.passwordHashCost);
    const ended = await ctx.db.transaction(async (tx) => {
      // Only over the hash just verified: a change that landed meanwhile made currentPassword stale.
      const [changed] = await tx
        .update(users)
        .set({ passwordHash: newHash })
        .where(and(eq(users.id, userId), eq(users.passwordHash, user.hash)))
        .returning({ id: users.id });
      if (!changed) throw wrongPassword();
      // A reset link mailed earlier must not undo this change.
      await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      // Always, whoever changed it: if it was not the owner, this is how they find out.
      await queueSecurityNotice(tx, userId, 'password_changed', ctx.config.publicBaseUrl);
      return revokeOtherFamilies(tx, userId, sessionId, 'password change');
    });
    await audit(ctx, request, 'password.changed', { subject: `user:${userId}`, details: { sessionsEnded: ended } });
    return { ended };
  });
}
