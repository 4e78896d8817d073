// The answer that starts or renews a session: the access token, and the caller's clients with it.
// Sign-in and setting the first password from an invitation start a session the same way.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setRefreshCookie } from '../../auth/cookie';
import { startSession } from '../../auth/sessions';
import { clientAddress, rememberSignInAddress } from '../../auth/sign-in-addresses';
import type { AppContext } from '../../context';
import { noticeNewDevice } from '../../mail/security-mails';
import { callerClients } from './client-list';

export function sessionAnswers(ctx: AppContext) {
  // The caller's clients travel with the token (tokenResponseSchema). Only a shortcut for the
  // portal: if they cannot be read, the token goes out without them (the session is already
  // started or rotated; failing now would cost the user the session).
  const clientsOf = callerClients(ctx);
  const tokenAnswer = async (userId: number, familyId: string, request: FastifyRequest) => {
    const clients = clientsOf(userId).catch((err: unknown) => {
      request.log.warn({ err }, 'client list for the token answer failed');
      return undefined;
    });
    const [issued, corporateClients] = await Promise.all([ctx.tokens.issue(userId, familyId), clients]);
    return { ...issued, corporateClients };
  };
  /** A new session for a user whose password was just proven (or set): refresh cookie, known address, token answer. */
  const startSessionAnswer = async (userId: number, request: FastifyRequest, reply: FastifyReply) => {
    await rememberSignInAddress(ctx.db, userId, clientAddress(request));
    // A browser this account never signed in with: its owner hears of it (a security notice).
    await noticeNewDevice(ctx.db, userId, request.headers['user-agent'], ctx.config.publicBaseUrl)
      .catch((err: unknown) => request.log.error({ err }, 'new-device notice not written'));
    const session = await startSession(ctx.db, userId, request.headers['user-agent']);
    setRefreshCookie(reply, session.token);
    reply.header('cache-control', 'no-store');
    return tokenAnswer(userId, session.familyId, request);
  };
  return { tokenAnswer, startSessionAnswer };
}
