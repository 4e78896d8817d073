import { i18n } from '@lingui/core';
import { crane } from '@portal/asset-data-access/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetErrors, assetInput, draftOf, emptyDraft } from './asset-rules';
import { mergeTheirs, theirChanges } from './their-changes';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

describe('the asset rules', () => {
  it('say each rule of the contract next to its field', () => {
    expect(assetErrors(i18n, { ...emptyDraft, locationLabel: 'x'.repeat(201), lat: 91, lng: -181, inspectionDueDate: '2026-02-30' })).toEqual({
      name: 'This field is required.',
      serial: 'This field is required.',
      locationLabel: 'Use at most 200 characters.',
      lat: 'Enter a latitude between -90 and 90.',
      lng: 'Enter a longitude between -180 and 180.',
      inspectionDueDate: 'Enter a valid date.',
    });
    expect(assetErrors(i18n, { ...emptyDraft, name: 'x'.repeat(121), serial: ' \u0000x ', lat: '52,1' })).toEqual({
      name: 'Enter a name of at most 120 characters.',
      serial: 'Enter a serial number of at most 60 characters.',
      lng: 'Give both coordinates, or neither.',
    });
    expect(assetErrors(i18n, draftOf(crane))).toEqual({});
  });

  it('send trimmed texts, ids and coordinates as numbers, and nothing as null', () => {
    expect(assetInput({ ...emptyDraft, name: ' Crane ', serial: ' SN-1 ', categoryId: '2', lat: '52,5', lng: 4, locationLabel: '  ' })).toEqual({
      name: 'Crane', categoryId: 2, serial: 'SN-1', projectId: null, locationLabel: null, lat: 52.5, lng: 4, inspectionDueDate: null, owned: true,
    });
  });

  it('keep what the user changed after someone else’s version, and take theirs elsewhere', () => {
    const before = draftOf(crane);
    const after = draftOf({ ...crane, name: 'Crane (moved)', serial: 'SN-9', version: 4 });
    const merged = mergeTheirs({ ...before, serial: 'SN-mine' }, before, after);
    expect(merged).toEqual({ ...before, name: 'Crane (moved)', serial: 'SN-mine' });
    expect(theirChanges(before, after)).toEqual({ name: 'Crane (moved)', serial: 'SN-9' });
  });
});
