import type { AssetDraft, AssetField } from './asset-rules';

/** The draft after a re-read: fields the user changed since `before` keep their value, the others take `after`'s. */
export function mergeTheirs(draft: AssetDraft, before: AssetDraft, after: AssetDraft): AssetDraft {
  const merged = { ...draft };
  for (const key of Object.keys(draft) as AssetField[]) if (draft[key] === before[key]) Object.assign(merged, { [key]: after[key] });
  return merged;
}

/** The fields the other person changed, with their values. */
export function theirChanges(before: AssetDraft, after: AssetDraft): Partial<AssetDraft> {
  return Object.fromEntries((Object.keys(after) as AssetField[]).filter((k) => after[k] !== before[k]).map((k) => [k, after[k]]));
}
