// Photos of a damage or breakdown report: the raw image as the body (no multipart: one file per
// call, so a bad file is refused alone and the rest of the form stays). The type is read from the
// whole file's structure (image-check.ts), never from the header or a name, and the image is served
// back only with that type.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import { idParamsSchema, requestLimits, requestPhotoParamsSchema, requestPhotoSchema, type RequestPhoto } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { requestPhotos, requests } from '../../db/schema';
import { sendProblem } from '../../http/error-handler';
import { HttpProblem, badRequest, forbidden, notFound } from '../../http/problem';
import { zodValidatorCompiler, type ZodApp } from '../../http/zod';
import { conflict } from '../../http/conflict';
import { mayEdit, requireRequests, takesPhotos } from './access';
import { photoTypeOf } from './image-check';
import { requestProjectScope } from '../../db/sql/project-scope';

/** A declared type the bytes may settle: none, or a browser's "I do not know". */
const undeclared = (type: string | undefined) => !type || type === 'application/octet-stream';

const MB = requestLimits.maxPhotoBytes / (1024 * 1024);
const tooLarge = () => new HttpProblem(413, 'photo_too_large', 'Content Too Large', `A photo can be at most ${MB} MB`);
const binary = { schema: { type: 'string', format: 'binary' } };
const imageContent = Object.fromEntries(requestLimits.photoTypes.map((t) => [t, binary]));

async function addPhoto(db: Db, requestId: number, contentType: string, data: Buffer): Promise<RequestPhoto> {
  return db.transaction(async (tx) => {
    // The request row is the lock: two uploads at once cannot both be the third photo.
    await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for('update');
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(requestPhotos).where(eq(requestPhotos.requestId, requestId));
    if ((count?.n ?? 0) >= requestLimits.maxPhotos) throw badRequest('too_many_photos', `A request can have at most ${requestLimits.maxPhotos} photos`);
    const [photo] = await tx.insert(requestPhotos).values({ requestId, contentType, size: data.length, data })
      .returning({ id: requestPhotos.id, contentType: requestPhotos.contentType, size: requestPhotos.size });
    return photo!;
  });
}

/** In a plugin of its own: the image body parser and the upload's size answer stay with this route. */
export async function photoRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance as unknown as ZodApp;
  const { db } = app.ctx;
  // Every type reaches the handler, which answers `photo_type` for what is not a JPEG or PNG.
  instance.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: requestLimits.maxPhotoBytes }, (_request, body, done) => done(null, body));
  instance.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendProblem(reply, tooLarge());
    throw error;
  });

  app.post('/requests/:id/photos', {
    bodyLimit: requestLimits.maxPhotoBytes,
    // The body is raw bytes checked below; zod validates the path as everywhere else.
    validatorCompiler: (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : zodValidatorCompiler(route as unknown as Parameters<typeof zodValidatorCompiler>[0])),
    schema: {
      tags: ['request'],
      summary: `Add a photo to a Submitted damage or breakdown report: the JPEG or PNG itself as the body, at most ${MB} MB, ${requestLimits.maxPhotos} per request (400 photo_type or too_many_photos, 413 photo_too_large)`,
      params: idParamsSchema,
      body: { content: imageContent },
      response: { 201: requestPhotoSchema },
    },
  }, async (request, reply) => {
    const tenant = requireRequests(request.tenant);
    const { id } = request.params;
    const [target] = await db.select({ type: requests.type, status: requests.status, createdBy: requests.createdBy }).from(requests)
      .where(and(eq(requests.id, id), eq(requests.clientId, tenant.clientId), requestProjectScope(tenant, sql`${requests}`)));
    if (!target) throw notFound();
    if (!mayEdit(tenant, { ...target, status: 'submitted' })) throw forbidden('missing_right', 'This needs the right MANAGE_REQUESTS');
    const data = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // The whole file must be a JPEG or PNG (issue 31), and what the upload declares must be one
    // of those or nothing: a PNG start followed by HTML and declared text/html is not a photo.
    const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const type = photoTypeOf(data);
    if (!type || !(undeclared(declared) || (requestLimits.photoTypes as readonly string[]).includes(declared!))) {
      throw badRequest('photo_type', 'Choose a JPEG or PNG photo', [{ field: 'photo', message: 'This file is not a JPEG or PNG image' }]);
    }
    if (!takesPhotos(target.type)) throw badRequest('photo_not_allowed', 'Only damage and breakdown reports take photos');
    if (target.status !== 'submitted') throw conflict('invalid_status', 'Photos can be added only while the request is submitted');
    return reply.code(201).send(await addPhoto(db, id, type, data));
  });

  app.get('/requests/:id/photos/:photoId', {
    schema: {
      tags: ['request'],
      summary: 'A photo of a request, as the image itself (404 for another client)',
      params: requestPhotoParamsSchema,
      response: { 200: { description: 'The image, with the type its bytes have', content: imageContent } },
    },
  }, async (request, reply) => {
    const tenant = requireRequests(request.tenant);
    const { id, photoId } = request.params;
    const [photo] = await db.select({ contentType: requestPhotos.contentType, data: requestPhotos.data }).from(requestPhotos)
      .innerJoin(requests, eq(requests.id, requestPhotos.requestId))
      .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.requestId, id), eq(requests.clientId, tenant.clientId), requestProjectScope(tenant, sql`${requests}`)));
    if (!photo) throw notFound();
    return reply
      .header('content-type', photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="photo-${photoId}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(photo.data);
  });
}
