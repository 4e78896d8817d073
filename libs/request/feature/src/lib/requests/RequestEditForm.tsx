import { useLingui } from '@lingui/react/macro';
import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { LocaleDateInput } from '@portal/shared-ui';
import type { RequestDetail, RequestEdit } from '@portal/shared-api-contract';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { changedFields, currentEnd, draftOf, editableFields, editErrors, editInput, mergeTheirs, type EditDraft, type EditErrors } from './request-edit-rules';
import { descriptionLabels } from './request-texts';

/** Props of RequestEditForm: the request as now read, today, the save (busy while it runs), the API's field messages, a message slot and how to stop. */
export interface RequestEditFormProps {
  request: RequestDetail;
  /** YYYY-MM-DD in the user's time zone: an off-hire cannot move into the past. */
  today: string;
  onSave: (input: RequestEdit) => void;
  onCancel: () => void;
  saving: boolean;
  /** Field messages of the last save's 400, shown until the field is changed. */
  serverErrors: EditErrors | null;
  /** Failure of the last save, shown above the buttons. */
  message?: ReactNode;
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The fields the request's type may change. The draft lives here for as long as the form is open,
 * so a failed save, or someone else's change (409, re-read above it), never loses what was typed.
 */
export function RequestEditForm({ request, today, onSave, onCancel, saving, serverErrors, message }: RequestEditFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(request));
  const [errors, setErrors] = useState<EditErrors>({});
  const [known, setKnown] = useState(serverErrors);
  if (serverErrors !== known) {
    setKnown(serverErrors);
    if (serverErrors) setErrors(serverErrors);
  }
  // Someone else's version arrived (409): what the user typed stays, the fields not touched take
  // their values, so saving again sends only the user's own changes and never undoes theirs.
  const [basis, setBasis] = useState(request);
  if (request.version !== basis.version) {
    setBasis(request);
    setDraft(mergeTheirs(draft, draftOf(basis), draftOf(request)));
  }
  const fields = editableFields[request.type];
  const form = useRef<HTMLFormElement>(null);
  // Opening the form takes the keyboard to its first field.
  useEffect(() => form.current?.querySelector<HTMLElement>('input, textarea')?.focus(), []);
  const change = (patch: Partial<EditDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A message shown follows the input, so it goes as soon as the value is fine.
    const now = editErrors(i18n, request, next, today);
    setErrors((shown) => Object.fromEntries(Object.keys(shown).map((k) => [k, now[k as keyof EditErrors]]).filter(([, v]) => v)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = editErrors(i18n, request, draft, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    // Nothing changed: nothing to send, the request stays as it is.
    if (changedFields(request, draft).length === 0) return onCancel();
    onSave(editInput(request, draft));
  };
  const end = currentEnd(request);
  const { maxCollectionNotes, minDescription, maxSubject } = requestLimits;
  const maxDescription = request.type === 'other' ? requestLimits.maxMessage : requestLimits.maxDescription;
  const text = (field: 'collectionNotes' | 'description' | 'subject') => ({
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => change({ [field]: event.currentTarget.value }),
    error: errors[field],
  });

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t`Edit request ${request.number}`}>
      <Stack gap="md">
        {fields.includes('offHireDate') && (
          <LocaleDateInput label={t`Off-hire date`} description={t`Today or later.`} required min={today} maw={320}
            value={draft.offHireDate} onChange={(value) => change({ offHireDate: value })} error={errors.offHireDate} />
        )}
        {fields.includes('newEndDate') && (
          <LocaleDateInput label={t`New end date`} description={end ? t`After the current end date.` : undefined} required
            min={end ? dayAfter(end) : undefined} maw={320} value={draft.newEndDate} onChange={(value) => change({ newEndDate: value })}
            error={errors.newEndDate} />
        )}
        {fields.includes('subject') && (
          <TextInput label={t`Subject`} description={t`At most ${maxSubject} characters.`} required {...text('subject')} />
        )}
        {fields.includes('collectionNotes') && (
          <Textarea label={t`Collection notes`} description={t`For the driver: where and when to collect. At most ${maxCollectionNotes} characters.`}
            rows={4} {...text('collectionNotes')} />
        )}
        {fields.includes('description') && (
          <Textarea label={i18n._(descriptionLabels[request.type])} description={t`${minDescription} to ${maxDescription} characters.`} required
            rows={5} {...text('description')} />
        )}
        {fields.includes('urgency') && (
          <Radio.Group label={t`Is the machine down?`} required value={draft.urgency} error={errors.urgency} errorProps={{ role: 'alert' }}
            onChange={(value) => change({ urgency: value === 'down' ? 'down' : 'works_with_problems' })}>
            <Group mt="xs">
              <Radio value="down" label={t`Down – work has stopped`} aria-invalid={Boolean(errors.urgency)} />
              <Radio value="works_with_problems" label={t`Works with problems`} aria-invalid={Boolean(errors.urgency)} />
            </Group>
          </Radio.Group>
        )}
        {message}
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={saving}>{t`Save changes`}</Button>
          <Button variant="default" onClick={onCancel}>{t`Cancel`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
