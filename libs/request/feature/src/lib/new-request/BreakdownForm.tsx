import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack } from '@mantine/core';
import { useLinkedAsset, useLinkedLine } from '@portal/request-data-access';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { hasModule } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { AssetField } from './pick-fields';
import { PhotoPicker } from './PhotoPicker';
import type { RequestFormProps } from './request-form-props';
import { breakdownErrors, type BreakdownValues } from './request-rules';
import { SendActions } from './SendActions';
import { emptySite, siteInput, SiteFields } from './SiteFields';
import { toServerFieldErrors } from './server-errors';
import { SingleLineField } from './SingleLineField';
import { TextField } from './TextField';
import { useRequestForm } from './use-request-form';
import { useProposedSiteContact } from './use-proposed-site-contact';
import { useSendRequest } from './use-send-request';

/** `Report a breakdown`: an asset or a contract line, what happens, how urgent, who and where on site, photos. */
export function BreakdownForm({ session, search, onSent }: RequestFormProps) {
  const { t } = useLingui();
  const asset = useLinkedAsset(session, search.asset);
  const line = useLinkedLine(session, search.line);
  const form = useRequestForm<BreakdownValues>(
    () => ({ concerns: asset || (!line && hasModule(session, 'asset')) ? 'asset' : 'line', asset, line, description: '', urgency: null, ...emptySite }),
    breakdownErrors,
  );
  const [photos, setPhotos] = useState<File[]>([]);
  const send = useSendRequest(session);
  const { values, change, errorOf, formRef } = form;
  const urgencyError = errorOf('urgency');
  const chosen = values.concerns === 'asset' ? values.asset && { assetId: values.asset.id } : values.line && { contractLineId: values.line.id };
  useProposedSiteContact(session, chosen, change);

  const submit = () => {
    if (!form.check()) return;
    const concerns = values.concerns === 'asset' ? { assetId: values.asset?.id } : { contractLineId: values.line?.id };
    const input = { type: 'breakdown' as const, ...concerns, description: values.description.trim(), urgency: values.urgency ?? 'down', ...siteInput(values) };
    void send.send(input, photos, { onFieldErrors: (errors) => form.refuse(toServerFieldErrors(errors, values)), onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack gap="md" maw={720}>
        <Radio.Group label={t`What has broken down?`} value={values.concerns} onChange={(v) => change({ concerns: v === 'asset' ? 'asset' : 'line' })}>
          <Group mt="xs">
            <Radio value="asset" label={t`An asset`} />
            <Radio value="line" label={t`A rented machine (contract line)`} />
          </Group>
        </Radio.Group>
        {values.concerns === 'asset' ? (
          <AssetField session={session} value={values.asset} onChange={(a) => change({ asset: a })} error={errorOf('assetId')} />
        ) : (
          <SingleLineField session={session} legend={t`Which machine`} value={values.line} onChange={(l) => change({ line: l })} error={errorOf('contractLineId')} />
        )}
        <TextField
          label={t`What happens`}
          value={values.description}
          min={requestLimits.minDescription}
          max={requestLimits.maxDescription}
          error={errorOf('description')}
          onChange={(description) => change({ description })}
        />
        <Radio.Group
          label={t`Is the machine down?`}
          value={values.urgency}
          error={urgencyError}
          errorProps={{ role: 'alert' }}
          onChange={(v) => change({ urgency: v === 'down' ? 'down' : 'works_with_problems' })}
        >
          <Group mt="xs">
            <Radio value="down" label={t`Down – work has stopped`} aria-invalid={Boolean(urgencyError)} />
            <Radio value="works_with_problems" label={t`Works with problems`} aria-invalid={Boolean(urgencyError)} />
          </Group>
        </Radio.Group>
        <SiteFields values={values} change={change} errorOf={errorOf} />
        <PhotoPicker photos={photos} onChange={setPhotos} />
        <SendActions send={send} />
      </Stack>
    </form>
  );
}
