// The draft in local storage, one key per user and client, read through useSyncExternalStore so
// every component (and every tab, via the storage event) sees the same value.
import type { Session } from '@portal/shared-data-access-http';
import { useCallback, useSyncExternalStore } from 'react';
import { emptyDraft, parseDraft, type OrderDraft } from './draft-model';

/** `addOrder:<userId>:<clientUuid>`: a colleague on the same device, or another client, never sees this draft. */
export const draftKey = (session: Session) => `addOrder:${session.user.id}:${session.client.uuid}`;

const listeners = new Set<() => void>();
// Parsed values by key and raw text, so a snapshot keeps its identity until the stored text changes.
const cache = new Map<string, { raw: string | null; draft: OrderDraft }>();
// Used when storage refuses (private mode, quota): the draft then lives as long as the tab.
const memory = new Map<string, string | null>();

function readRaw(key: string): string | null {
  // A write storage refused (quota) is newer than what storage still holds.
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

/** The stored draft (an empty one when there is none or it cannot be read). */
export function readDraft(key: string): OrderDraft {
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.draft;
  const draft = parseDraft(raw);
  cache.set(key, { raw, draft });
  return draft;
}

/** Stores the draft, or removes it with null; tells every reader in this tab. */
export function writeDraft(key: string, draft: OrderDraft | null): void {
  const raw = draft === null ? null : JSON.stringify(draft);
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
  listeners.forEach((listener) => listener());
}

/** Runs `listener` on every change of a draft, in this tab or another (the storage event). */
export function subscribeToDrafts(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** An edit of the draft: a function of the current value, so edits in quick succession never overwrite each other. */
export type DraftUpdate = (draft: OrderDraft) => OrderDraft;

/** The session's draft, how to change it and how to end it (`Discard draft`, a placed order). */
export function useOrderDraft(session: Session) {
  const key = draftKey(session);
  const draft = useSyncExternalStore(subscribeToDrafts, () => readDraft(key), () => emptyDraft());
  const update = useCallback((change: DraftUpdate) => writeDraft(key, change(readDraft(key))), [key]);
  const clear = useCallback(() => writeDraft(key, null), [key]);
  return { draft, update, clear };
}
