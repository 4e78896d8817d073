import { useLingui } from '@lingui/react/macro';
import { Fieldset, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { assetLimits } from '@portal/shared-api-contract/vocabulary';
import type { AssetMapProps, RenderAssetMap } from '../common/map-props';
import { coordinate, type AssetDraft, type AssetErrors } from './asset-rules';

/** Props of LocationFields: the draft's location, its messages, the change and the map slot. */
export interface LocationFieldsProps {
  draft: AssetDraft;
  errors: AssetErrors;
  change: (patch: Partial<AssetDraft>) => void;
  renderMap: RenderAssetMap;
}

// Six decimals are about 10 cm: more than a click on the map can mean.
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** An address label, and the point: clicked on the map or typed as latitude and longitude. */
export function LocationFields({ draft, errors, change, renderMap }: LocationFieldsProps) {
  const { t } = useLingui();
  const lat = coordinate(draft.lat);
  const lng = coordinate(draft.lng);
  const picked = lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  const map: AssetMapProps = {
    points: [],
    picked,
    onPick: (p) => change({ lat: round(p.lat), lng: round(p.lng) }),
    height: 300,
    ariaLabel: t`Map: click where the asset is`,
  };
  return (
    <Fieldset legend={t`Location`} variant="unstyled">
      <Stack gap="sm">
        <TextInput label={t`Address or place`} description={t`At most ${assetLimits.maxLocationLabel} characters.`} value={draft.locationLabel}
          onChange={(e) => change({ locationLabel: e.currentTarget.value })} error={errors.locationLabel} />
        <Text size="sm">{t`Click the map where the asset is, or type its coordinates.`}</Text>
        {renderMap(map)}
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label={t`Latitude`} description={t`Between -90 and 90.`} value={draft.lat} decimalScale={6} min={-90} max={90} clampBehavior="none"
            allowedDecimalSeparators={['.', ',']} onChange={(v) => change({ lat: v })} error={errors.lat} miw={140} />
          <NumberInput label={t`Longitude`} description={t`Between -180 and 180.`} value={draft.lng} decimalScale={6} min={-180} max={180} clampBehavior="none"
            allowedDecimalSeparators={['.', ',']} onChange={(v) => change({ lng: v })} error={errors.lng} miw={140} />
        </Group>
      </Stack>
    </Fieldset>
  );
}
