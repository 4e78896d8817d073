import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { LocaleDateInput } from '@portal/shared-ui';
import type { Asset, AssetInput, AssetOptions } from '@portal/shared-api-contract';
import { assetLimits } from '@portal/shared-api-contract/vocabulary';
import { useState, type FormEvent, type ReactNode } from 'react';
import { categoryName } from '../common/category-name';
import type { RenderAssetMap } from '../common/map-props';
import { assetErrors, assetInput, draftOf, emptyDraft, type AssetDraft, type AssetErrors } from './asset-rules';
import { LocationFields } from './LocationFields';
import { TheirChanges } from './TheirChanges';
import { mergeTheirs, theirChanges } from './their-changes';

/** Props of AssetForm: the asset as now read (none: a new one), the options, the map slot, the save and its outcome. */
export interface AssetFormProps {
  asset?: Asset;
  options: AssetOptions;
  renderMap: RenderAssetMap;
  onSave: (input: AssetInput) => void;
  saving: boolean;
  /** Why the last save failed, above the buttons, and the fields it named. */
  failure: { message: string; fieldErrors: AssetErrors | null } | null;
  /** The way back (`Cancel`). */
  cancel: ReactNode;
  /** The form's accessible name. */
  label: string;
}

/**
 * The asset's fields. The draft lives here while the form is open, so a refused save, or someone
 * else's version arriving after a 409, never loses what was typed.
 */
export function AssetForm({ asset, options, renderMap, onSave, saving, failure, cancel, label }: AssetFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<AssetDraft>(() => (asset ? draftOf(asset) : emptyDraft));
  const [errors, setErrors] = useState<AssetErrors>({});
  const [theirs, setTheirs] = useState<Partial<AssetDraft>>({});
  const [shownFailure, setShownFailure] = useState(failure);
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (failure?.fieldErrors) setErrors(failure.fieldErrors);
  }
  // Someone else's version arrived (409): fields the user changed keep their text, the others take
  // theirs, so saving again never silently undoes their change.
  const [basis, setBasis] = useState(asset);
  if (asset && basis && asset.version !== basis.version) {
    setBasis(asset);
    setDraft(mergeTheirs(draft, draftOf(basis), draftOf(asset)));
    setTheirs(theirChanges(draftOf(basis), draftOf(asset)));
  }
  const change = (patch: Partial<AssetDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A message shown follows the input: it goes as soon as the value is fine (the API's go on change).
    const now = assetErrors(i18n, next);
    setErrors((shown) => Object.fromEntries(Object.keys(shown).map((k) => [k, k in patch ? now[k as keyof AssetErrors] : shown[k as keyof AssetErrors]]).filter(([, v]) => v)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = assetErrors(i18n, draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(assetInput(draft));
  };
  const categories = options.categories.map((c) => ({ value: String(c.id), label: categoryName(c.names, i18n.locale) })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  // Archived projects cannot take new assets; the asset's own one stays so an edit does not drop it.
  const projects = options.projects.filter((p) => !p.archived || String(p.id) === draft.projectId).map((p) => ({ value: String(p.id), label: p.name }));
  const none = { value: '', label: t`None` };
  const { maxName, maxSerial } = assetLimits;

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md" maw={640}>
        <TextInput label={t`Name`} description={t`At most ${maxName} characters.`} required value={draft.name} onChange={(e) => change({ name: e.currentTarget.value })} error={errors.name} />
        <NativeSelect label={t`Category`} data={[none, ...categories]} value={draft.categoryId} onChange={(e) => change({ categoryId: e.currentTarget.value })} error={errors.categoryId} />
        <TextInput label={t`Serial number`} description={t`Unique among your company’s assets; at most ${maxSerial} characters.`} required value={draft.serial}
          onChange={(e) => change({ serial: e.currentTarget.value })} error={errors.serial} />
        <NativeSelect label={t`Project`} data={[none, ...projects]} value={draft.projectId} onChange={(e) => change({ projectId: e.currentTarget.value })} error={errors.projectId} />
        <LocationFields draft={draft} errors={errors} change={change} renderMap={renderMap} />
        <LocaleDateInput label={t`Inspection due`} maw={320} value={draft.inspectionDueDate} onChange={(value) => change({ inspectionDueDate: value })}
          error={errors.inspectionDueDate} />
        <Radio.Group label={t`Owned or rented`} value={draft.owned ? 'owned' : 'rented'} onChange={(v) => change({ owned: v === 'owned' })}>
          <Group gap="lg" mt={4}>
            <Radio value="owned" label={t`Owned`} />
            <Radio value="rented" label={t`Rented`} />
          </Group>
        </Radio.Group>
        {failure && <Alert color="red" role="alert">{failure.message}</Alert>}
        <TheirChanges changes={theirs} options={options} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={saving}>{asset ? t`Save changes` : t`Add asset`}</Button>
          {cancel}
        </Group>
      </Stack>
    </form>
  );
}
