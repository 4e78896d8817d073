import { describe, expect, it } from 'vitest';
import { postArchiveAction } from './archive-asset';
import { answeredStatus, conflictCurrent, isVersionConflict, serialTaken } from './asset-failures';
import { createAsset } from './create-asset';
import { assetPage, assetSession, crane, dumper } from './fixtures';
import { findAssetBySerial } from './serial-owner';
import { answer, api, seen, server, useTestServer } from './test-server';
import { updateAsset } from './update-asset';

useTestServer();
const uuid = assetSession.client.uuid;
const { id: _id, version: _version, categoryNames: _names, projectName: _project, archived: _archived, ...input } = crane;
const fail = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);

describe('adding an asset', () => {
  it('posts the input with the Idempotency-Key and the client header, and returns the new id', async () => {
    server.use(answer('post', '/assets', crane, 201));
    expect(await createAsset(api, assetSession, input, 'key-1')).toEqual({ id: 7 });
    expect(seen[0]).toMatchObject({ method: 'POST', client: uuid, key: 'key-1', body: input });
  });

  it('tells an answered refusal (new key next time) from no answer (same key)', async () => {
    server.use(answer('post', '/assets', { status: 400, code: 'validation' }, 400));
    expect(answeredStatus(await fail(createAsset(api, assetSession, input, 'k')))).toBe(400);
    server.use(answer('post', '/assets', { status: 502, code: 'bad_gateway' }, 502));
    expect(answeredStatus(await fail(createAsset(api, assetSession, input, 'k')))).toBeNull();
    expect(answeredStatus(new Error('offline'))).toBeNull();
  });
});

describe('editing, archiving and restoring', () => {
  it('send the version the user saw, for the session client', async () => {
    server.use(answer('put', '/assets/7', crane), answer('post', '/assets/7/archive', {}), answer('post', '/assets/7/restore', {}));
    await updateAsset(api, assetSession, 7, { ...input, version: 3 });
    await postArchiveAction(api, assetSession, 7, 'archive', 4);
    await postArchiveAction(api, assetSession, 7, 'restore', 5);
    expect(seen.map((s) => [s.method, s.url.pathname, s.body, s.client])).toEqual([
      ['PUT', '/api/assets/7', { ...input, version: 3 }, uuid],
      ['POST', '/api/assets/7/archive', { version: 4 }, uuid],
      ['POST', '/api/assets/7/restore', { version: 5 }, uuid],
    ]);
  });

  it('reads a version conflict and the current asset it carries', async () => {
    const theirs = { ...crane, name: 'Crane (moved)', version: 4 };
    server.use(answer('put', '/assets/7', { status: 409, code: 'version_conflict', current: theirs }, 409));
    const error = await fail(updateAsset(api, assetSession, 7, { ...input, version: 3 }));
    expect(isVersionConflict(error)).toBe(true);
    expect(conflictCurrent(error)).toEqual(theirs);
    expect(serialTaken(error)).toBeNull();
  });

  it('reads a taken serial, and tells it from a version conflict', async () => {
    server.use(answer('put', '/assets/7', { status: 409, code: 'serial_taken', detail: 'Serial SN-0012 is used by Generator G-12', errors: [{ field: 'serial', message: 'Taken' }] }, 409));
    const error = await fail(updateAsset(api, assetSession, 7, { ...input, version: 3 }));
    expect(serialTaken(error)).toEqual({ detail: 'Serial SN-0012 is used by Generator G-12' });
    expect(isVersionConflict(error)).toBe(false);
    expect(conflictCurrent(error)).toBeNull();
  });
});

describe('the owner of a taken serial', () => {
  it('is found among every asset, archived ones too, by its exact serial', async () => {
    server.use(answer('get', '/assets', assetPage));
    expect(await findAssetBySerial(api, assetSession, ' sn-0002 ', 7)).toEqual({ id: dumper.id, name: dumper.name });
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ q: 'sn-0002', archived: 'true', pageSize: '25' });
    expect(await findAssetBySerial(api, assetSession, 'SN-0007', 7)).toBeNull();
  });

  it('is null when the lookup fails', async () => {
    server.use(answer('get', '/assets', { status: 500 }, 500));
    expect(await findAssetBySerial(api, assetSession, 'SN-1')).toBeNull();
  });
});
