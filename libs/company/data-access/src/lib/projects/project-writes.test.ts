import type { ProjectInput } from '@portal/shared-api-contract';
import { describeFailure } from '@portal/shared-data-access-http';
import { describe, expect, it } from 'vitest';
import { archiveProject } from './archive-project';
import { createProject } from './create-project';
import { harbourBridge, projectManagerSession } from './fixtures';
import { answer, api, seen, server, useTestServer } from '../test-server';
import { updateProject } from './update-project';

useTestServer();
const uuid = projectManagerSession.client.uuid;
const input: ProjectInput = { name: 'Harbour bridge', code: 'P-2026-003', addressId: 11, poNumber: 'PO-88121', budget: 50000, startDate: '2026-03-01', endDate: '2026-12-31' };
const fail = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
const problemOf = (error: unknown) => {
  const failure = describeFailure(error);
  return failure.kind === 'problem' ? failure.problem : null;
};

describe('adding a project', () => {
  it('posts the input with the Idempotency-Key and the client header, and returns the project', async () => {
    server.use(answer('post', '/company/projects', harbourBridge, 201));
    expect(await createProject(api, projectManagerSession, input, 'key-1')).toEqual(harbourBridge);
    expect(seen[0]).toMatchObject({ method: 'POST', client: uuid, key: 'key-1', body: input });
  });

  it('passes a taken number (409 code_taken, naming the field) and a 400 by field on', async () => {
    server.use(answer('post', '/company/projects', { status: 409, code: 'code_taken', errors: [{ field: 'code', message: 'Taken' }] }, 409));
    expect(problemOf(await fail(createProject(api, projectManagerSession, input, 'k')))).toMatchObject({ status: 409, code: 'code_taken', errors: [{ field: 'code' }] });
    server.use(answer('post', '/company/projects', { status: 400, code: 'validation', errors: [{ field: 'endDate', message: 'x' }] }, 400));
    expect(problemOf(await fail(createProject(api, projectManagerSession, input, 'k')))).toMatchObject({ status: 400, errors: [{ field: 'endDate' }] });
  });
});

describe('editing, archiving and restoring', () => {
  it('send the version the user saw, for the session client', async () => {
    const archived = { ...harbourBridge, archived: true, version: 3 };
    server.use(
      answer('put', '/company/projects/3', harbourBridge),
      answer('post', '/company/projects/3/archive', archived),
      answer('post', '/company/projects/3/restore', harbourBridge),
    );
    expect(await updateProject(api, projectManagerSession, 3, { ...input, version: 2 })).toEqual(harbourBridge);
    expect(await archiveProject(api, projectManagerSession, 3, 'archive', 2)).toEqual(archived);
    await archiveProject(api, projectManagerSession, 3, 'restore', 3);
    expect(seen.map((s) => [s.method, s.url.pathname, s.body, s.client])).toEqual([
      ['PUT', '/api/usermgmt/company/projects/3', { ...input, version: 2 }, uuid],
      ['POST', '/api/usermgmt/company/projects/3/archive', { version: 2 }, uuid],
      ['POST', '/api/usermgmt/company/projects/3/restore', { version: 3 }, uuid],
    ]);
  });

  it('pass a version conflict on with the current project it carries', async () => {
    const theirs = { ...harbourBridge, poNumber: 'PO-99000', version: 3 };
    server.use(answer('put', '/company/projects/3', { status: 409, code: 'version_conflict', current: theirs }, 409));
    const problem = problemOf(await fail(updateProject(api, projectManagerSession, 3, { ...input, version: 2 }))) as { code?: string; current?: unknown } | null;
    expect(problem?.code).toBe('version_conflict');
    expect(problem?.current).toEqual(theirs);
  });
});
