// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../fixtures';
import { addProduct, chooseProject, draftFromOrder, effectivePoReference } from './draft-edits';
import { draftVersion, emptyDraft, parseDraft } from './draft-model';
import { draftKey, readDraft, useOrderDraft, writeDraft } from './draft-store';
import { orderFormOptions, productPage } from './fixtures';
import { startDraftFromOrder } from './start-draft';

const product = productPage.items[0]!;
const today = orderFormOptions.today;
const otherUser = { ...testSession, user: { id: 3 } };
const otherClient = { ...testSession, client: { ...testSession.client, uuid: '5eed0000-0000-4000-8000-000000000002' } };

afterEach(() => window.localStorage.clear());

describe('the draft store', () => {
  it('keeps the draft under a key per user and client, and finds it again after a reload', () => {
    expect(draftKey(testSession)).toBe(`addOrder:2:${testSession.client.uuid}`);
    const { result, unmount } = renderHook(() => useOrderDraft(testSession));
    act(() => result.current.update((d) => addProduct(d, product, today)));
    unmount();
    // A reload: nothing in memory counts, only what is stored.
    const stored = parseDraft(window.localStorage.getItem(draftKey(testSession)));
    expect(stored.lines).toMatchObject([{ productId: 101, quantity: 1, startDate: '2026-11-23', expectedEndDate: '2026-11-30', deliveryMethod: 'delivery' }]);
    expect(renderHook(() => useOrderDraft(testSession)).result.current.draft.lines).toHaveLength(1);
  });

  it('keeps every edit when storage is full: the newest write wins over what storage still holds', () => {
    const key = draftKey(testSession);
    writeDraft(key, addProduct(emptyDraft(), product, today));
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    writeDraft(key, { ...readDraft(key), comment: 'typed while storage was full' });
    expect(readDraft(key).comment).toBe('typed while storage was full');
    full.mockRestore();
    writeDraft(key, { ...readDraft(key), comment: 'stored again' });
    expect(parseDraft(window.localStorage.getItem(key)).comment).toBe('stored again');
    expect(readDraft(key).comment).toBe('stored again');
  });

  it('never shows one user or client the draft of another', () => {
    writeDraft(draftKey(testSession), addProduct(emptyDraft(), product, today));
    expect(readDraft(draftKey(otherUser)).lines).toEqual([]);
    expect(readDraft(draftKey(otherClient)).lines).toEqual([]);
  });

  it('adds one more instead of a second line for the same product', () => {
    const twice = addProduct(addProduct(emptyDraft(), product, today), product, today);
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]!.quantity).toBe(2);
  });

  it('follows a change made in another tab (the storage event)', () => {
    const { result } = renderHook(() => useOrderDraft(testSession));
    act(() => {
      window.localStorage.setItem(draftKey(testSession), JSON.stringify({ ...emptyDraft(), comment: 'from the other tab' }));
      window.dispatchEvent(new StorageEvent('storage', { key: draftKey(testSession) }));
    });
    expect(result.current.draft.comment).toBe('from the other tab');
  });

  it('survives damaged JSON and values of the wrong type', () => {
    window.localStorage.setItem(draftKey(testSession), '{"lines": [');
    expect(readDraft(draftKey(testSession))).toEqual(emptyDraft());
    expect(parseDraft('"a string"')).toEqual(emptyDraft());
    expect(parseDraft('[1,2]')).toEqual(emptyDraft());
  });

  it('keeps what still parses from another version and drops the rest', () => {
    const valid = addProduct(emptyDraft(), product, today).lines[0]!;
    const old = { version: 0, lines: [valid, { productId: 'x' }, null, { ...valid, key: 'b', productId: 202, startDate: '2026-02-30', deliveryMethod: 'drone' }], projectId: -1, comment: 42, step: 7, idempotencyKey: 'not-a-uuid', poReference: 'PO-1' };
    const draft = parseDraft(JSON.stringify(old));
    expect(draft.version).toBe(draftVersion);
    expect(draft.lines.map((l) => l.productId)).toEqual([101, 202]);
    expect(draft.lines[1]).toMatchObject({ startDate: '', deliveryMethod: 'delivery' });
    expect(draft).toMatchObject({ projectId: null, comment: '', step: 0, idempotencyKey: null, poReference: 'PO-1' });
  });

  it('pre-fills the PO reference from the project until the user types one', () => {
    const withProject = { ...emptyDraft(), projectId: 3 };
    expect(effectivePoReference(withProject, orderFormOptions.projects)).toBe('PO-HB-77');
    expect(effectivePoReference({ ...withProject, poReference: 'MINE', poReferenceTyped: true }, orderFormOptions.projects)).toBe('MINE');
  });

  it('starts a draft from an earlier order, on new dates', () => {
    writeDraft(draftKey(testSession), { ...emptyDraft(), comment: 'old draft' });
    const order = { projectId: 3, lines: [{ productId: 201, productCode: 'GEN-20', productNames: product.names, quantity: 2, deliveryMethod: 'pickup', depotId: 4, startDate: '2025-01-01', expectedEndDate: '2025-02-01' }] };
    startDraftFromOrder(testSession, order as never, today);
    const draft = readDraft(draftKey(testSession));
    expect(draft.comment).toBe('');
    expect(draft.projectId).toBe(3);
    expect(draft.lines).toMatchObject([{ productId: 201, quantity: 2, deliveryMethod: 'pickup', depotId: 4, startDate: '2026-11-23', expectedEndDate: '2026-11-30' }]);
    expect(draftFromOrder(order as never, today).step).toBe(0);
  });

  it('keeps the delivery address and contact person of the earlier order (issue 32)', () => {
    const order = { projectId: 3, address: { id: 7 }, contactPerson: { id: 9 }, lines: [] };
    expect(draftFromOrder(order as never, today)).toMatchObject({ projectId: 3, addressId: 7, contactPersonId: 9 });
    expect(draftFromOrder({ ...order, address: null, contactPerson: null } as never, today)).toMatchObject({ addressId: null, contactPersonId: null });
  });

  it("proposes the chosen project's own address and contact person, keeping one of its own already chosen (issue 32)", () => {
    const { projects } = orderFormOptions;
    expect(chooseProject(emptyDraft(), 5, projects)).toMatchObject({ projectId: 5, addressId: 8, contactPersonId: 10 });
    expect(chooseProject({ ...emptyDraft(), addressId: 7, contactPersonId: 9 }, 5, projects)).toMatchObject({ addressId: 8, contactPersonId: 10 });
    const own = { ...emptyDraft(), addressId: 7, contactPersonId: 9 };
    expect(chooseProject(own, 3, [{ id: 3, addressIds: [11, 7], contactPersonIds: [9] }])).toMatchObject({ addressId: 7, contactPersonId: 9 });
    // A project without addresses or contacts of its own keeps what was chosen.
    expect(chooseProject(own, 4, [{ id: 4, addressIds: [], contactPersonIds: [] }])).toMatchObject({ projectId: 4, addressId: 7, contactPersonId: 9 });
  });
});
