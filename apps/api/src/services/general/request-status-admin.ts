// The rental company's back office moves a customer's request on (staff only, issue 34): in
// progress, done, or rejected with a reason; the requester hears of it as they chose.
import { formText, idParamsSchema } from '@portal/shared-api-contract';
import { z } from 'zod';
import type { ZodApp } from '../../http/zod';
import { changeRequestStatus } from '../request/status-change';

const statusChangeSchema = z.object({
  status: z.enum(['in_progress', 'done', 'rejected']),
  /** Required for rejected; shown to the requester. */
  reason: formText(1000, 0).optional(),
  version: z.number().int().min(1).max(1_000_000),
}).strict();

const statusChangedSchema = z.object({
  id: z.number().int(),
  status: z.enum(['in_progress', 'done', 'rejected']),
  version: z.number().int(),
});

export function requestStatusAdminRoutes(app: ZodApp): void {
  const { db, config } = app.ctx;

  app.post('/admin/requests/:id/status', {
    config: { auth: 'staff' },
    schema: {
      tags: ['admin'],
      summary: 'Set a request in progress, done or rejected with a reason (staff only; 409 version_conflict or invalid_status); the requester is told',
      params: idParamsSchema,
      body: statusChangeSchema,
      response: { 200: statusChangedSchema },
    },
  }, async (request) => {
    const changed = await changeRequestStatus(db, { requestId: request.params.id, ...request.body }, config.publicBaseUrl);
    request.log.info({ requestId: changed.id, status: changed.status, by: request.principal!.userId }, 'request status changed by staff');
    return changed;
  });
}
