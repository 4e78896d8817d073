// Search params of `/asset/assets`: every filter lives in the URL, so a filtered view is a link
// that survives a reload and the back button; so do the phone's List/Map choice and the selected
// asset, so the back button returns to what the user looked at. Parsed with the contract's
// zod-free parser: `validateSearch` runs in the router, which is part of the first page load.
import { param, searchSchema } from '@portal/shared-api-contract/search';
import { inspectionDueFilters } from '@portal/shared-api-contract/vocabulary';

/** What a phone shows below 900 px (a desktop shows both). */
export const assetViews = ['list', 'map'] as const;
export type AssetView = (typeof assetViews)[number];

export const assetSearchSchema = searchSchema({
  page: param.page,
  categoryId: param.id,
  projectId: param.id,
  inspectionDue: param.oneOf(inspectionDueFilters),
  /** Name or serial. */
  q: param.text,
  archived: param.flag,
  view: param.oneOf(assetViews),
  /** The asset selected in the list or on the map. */
  selected: param.id,
});
export type AssetSearch = ReturnType<typeof assetSearchSchema>;

/** The part of the search the API filters by (and the list's query key): not the view nor the selection. */
export type AssetListSearch = Omit<AssetSearch, 'view' | 'selected'>;

/** Drops what only the screen uses, so switching view or selecting an asset never loads again. */
export function assetListSearch({ view: _view, selected: _selected, ...rest }: AssetSearch): AssetListSearch {
  return rest;
}
