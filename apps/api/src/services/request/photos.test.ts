// Photos of a damage or breakdown report: the type comes from the bytes, sizes and counts are
// limited, and each photo is served back only to the request's client, with its real type.
import { createdRequestSchema, requestLimits, requestPhotoSchema } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { photoTypeOf, sniffImageType } from './image-check';
import { dayFromToday, detail, get, jpeg, openLines, png, send, upload } from './request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const damage = async () => {
  const [target] = await openLines(h);
  return createdRequestSchema.parse((await send(h, { type: 'damage', contractLineId: target!.id, description: 'A cracked side window.' })).json()).id;
};

describe('photos', () => {
  it('stores a JPEG and serves it back with its type and nosniff', async () => {
    const id = await damage();
    const bytes = jpeg(2048);
    const res = await upload(h, id, bytes, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const photo = requestPhotoSchema.parse(res.json());
    expect(photo).toMatchObject({ contentType: 'image/jpeg', size: 2048 });
    expect((await detail(h, id)).photos).toEqual([photo]);
    const served = await get(h, `/requests/${id}/photos/${photo.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  it('takes the type from the bytes: a PNG sent as image/jpeg is stored and served as a PNG', async () => {
    const id = await damage();
    const photo = requestPhotoSchema.parse((await upload(h, id, png(), 'image/jpeg')).json());
    expect(photo.contentType).toBe('image/png');
    expect((await get(h, `/requests/${id}/photos/${photo.id}`)).headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a JPEG or PNG whatever the header says (400 photo_type)', async () => {
    const id = await damage();
    for (const [bytes, type] of [[Buffer.from('just some text, not an image'), 'image/png'], [Buffer.from('GIF89a......'), 'image/gif'], [Buffer.alloc(0), 'image/jpeg']] as const) {
      const res = await upload(h, id, bytes, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({ code: 'photo_type' });
    }
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
    // No type at all (a browser that does not know the file's): the bytes still decide.
    const res = await h.app.inject({ method: 'POST', url: `/api/request/requests/${id}/photos`, headers: await h.as('anna@northwind.test', 'northwind-bouw'), payload: jpeg() });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('checks the whole file against its type, and refuses a declared type that is not a photo (issue 31)', async () => {
    const id = await damage();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const pngStart = png().subarray(0, 8);
    const badCrc = Buffer.from(png());
    badCrc[20] = badCrc[20]! ^ 0xff; // inside IHDR's data: its CRC no longer matches
    for (const [bytes, type, what] of [
      [Buffer.concat([pngStart, html]), 'text/html', 'a PNG signature followed by HTML'],
      [Buffer.concat([pngStart, html]), 'image/png', 'the same, declared a PNG'],
      [Buffer.concat([png(), html]), 'image/png', 'a PNG with something after its end'],
      [badCrc, 'image/png', 'a PNG chunk with a wrong CRC'],
      [Buffer.concat([jpeg().subarray(0, 4), html]), 'image/jpeg', 'a JPEG start followed by HTML'],
      [png(), 'text/html', 'a whole PNG declared text/html'],
    ] as const) {
      const res = await upload(h, id, bytes, type);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ code: 'photo_type' });
    }
    expect([photoTypeOf(jpeg(3000)), photoTypeOf(png(3000))]).toEqual(['image/jpeg', 'image/png']);
  });

  it('refuses a photo over the size limit (413 photo_too_large)', async () => {
    const id = await damage();
    const res = await upload(h, id, jpeg(requestLimits.maxPhotoBytes + 1), 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'photo_too_large' });
    expect((await upload(h, id, jpeg(requestLimits.maxPhotoBytes), 'image/jpeg')).statusCode).toBe(201);
  });

  it(`refuses photo ${requestLimits.maxPhotos + 1} (400 too_many_photos), also when they arrive at once`, async () => {
    const id = await damage();
    const answers = await Promise.all(Array.from({ length: requestLimits.maxPhotos + 1 }, () => upload(h, id, jpeg(), 'image/jpeg')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(requestLimits.maxPhotos).fill(201), 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json()).toMatchObject({ code: 'too_many_photos' });
    expect((await detail(h, id)).can).toEqual({ edit: true, addPhotos: false });
  });

  it('takes photos only for damage and breakdown while submitted', async () => {
    const [target] = await openLines(h);
    const offHire = createdRequestSchema.parse((await send(h, { type: 'off_hire', offHireDate: dayFromToday(0), lines: [{ contractLineId: target!.id, quantity: 1 }] })).json()).id;
    expect((await upload(h, offHire, jpeg(), 'image/jpeg')).json()).toMatchObject({ status: 400, code: 'photo_not_allowed' });
    const id = await damage();
    await h.database.db.execute(sql`UPDATE requests SET status = 'done' WHERE id = ${id}`);
    expect((await upload(h, id, jpeg(), 'image/jpeg')).json()).toMatchObject({ status: 409, code: 'invalid_status' });
  });

  it("answers 404 for another client's request and photo", async () => {
    const id = await damage();
    const photo = requestPhotoSchema.parse((await upload(h, id, jpeg(), 'image/jpeg')).json());
    expect((await upload(h, id, jpeg(), 'image/jpeg', 'anna@northwind.test', 'northwind-infra')).statusCode).toBe(404);
    expect((await get(h, `/requests/${id}/photos/${photo.id}`, 'anna@northwind.test', 'northwind-infra')).statusCode).toBe(404);
    const other = await damage();
    expect((await get(h, `/requests/${other}/photos/${photo.id}`)).statusCode).toBe(404);
  });
});
