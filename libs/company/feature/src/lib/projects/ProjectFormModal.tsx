import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { LocaleDateInput } from '@portal/shared-ui';
import { useAddressOptions, useCreateProject, useUpdateProject } from '@portal/company-data-access';
import { projectSchema, type AddressOptionList, type Project } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import { seesPrices, type Session } from '@portal/shared-data-access-http';
import { formatDate, formatMoney, formatNumber, resolveLocale } from '@portal/shared-util-i18n';
import { useState } from 'react';
import { CompanyFormModal, TheirChanges, theirChangeRows, useCompanySave } from '../common';
import { numberSeparators } from './number-separators';
import { draftOfProject, emptyProjectDraft, projectErrors, projectFieldMessages, projectInputOf, type ProjectDraft, type ProjectField } from './project-draft';

/** Props of ProjectFormModal: the project to edit (none: a new one), the client's currency if known, and the dialog's state. */
export interface ProjectFormModalProps {
  session: Session;
  project: Project | null;
  /** The currency budgets are in (from the list); null when no project shows one yet. */
  currency: string | null;
  opened: boolean;
  onClose: () => void;
}

type Errors = Partial<Record<ProjectField, string>>;

const failureOptions = {
  parseCurrent: (value: unknown) => projectSchema.safeParse(value).data ?? null,
  fieldMessages: projectFieldMessages,
  conflicts: {
    code_taken: { message: msg`Another project of your company already has this number.`, field: 'code' },
    // The project's PO is one of its PO budgets (the API's project-po-sync.ts): two budgets would become one.
    po_budget_taken: { message: msg`This PO has a budget of its own under PO budgets. Change or remove that budget first.`, field: 'poNumber' },
  },
};

/**
 * `Add project` or edit one, in a dialog. The draft lives here while it is open: a refused save
 * (the check before sending, a 400, a taken number, someone else's version after a 409) never
 * loses what was typed. The budget is asked only of users who see prices.
 */
export function ProjectFormModal({ session, project, currency, opened, onClose }: ProjectFormModalProps) {
  const { t, i18n } = useLingui();
  const locale = resolveLocale(i18n.locale);
  const withBudget = seesPrices(session);
  const { data: addresses } = useAddressOptions(session);
  const create = useCreateProject(session);
  const update = useUpdateProject(session);
  const saver = useCompanySave<ReturnType<typeof projectInputOf>, Project>({
    create: (input, idempotencyKey) => create.mutateAsync({ input, idempotencyKey }),
    update: (input, version) => update.mutateAsync({ id: project!.id, input: { ...input, version } }),
    failure: failureOptions,
  });
  const [draft, setDraft] = useState<ProjectDraft>(() => (project ? draftOfProject(project) : emptyProjectDraft));
  const [errors, setErrors] = useState<Errors>({});
  // What someone else saved (409): shown beside the draft, and the version saving again is based on.
  const [theirs, setTheirs] = useState<Project | null>(null);

  const change = (patch: Partial<ProjectDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // A message shown follows its input: it goes as soon as the value is fine (the API's too).
    const now = projectErrors(i18n, next, withBudget);
    setErrors((shown) => Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, k in patch ? now[k as ProjectField] : v]).filter(([, v]) => v)));
  };
  const submit = async () => {
    const found = projectErrors(i18n, draft, withBudget);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await saver.save(projectInputOf(draft, withBudget), project ? (theirs ?? project).version : undefined);
    if (saved) onClose();
  };
  // The failure arrives after the save settles; its field messages and their version are taken once.
  const [shownFailure, setShownFailure] = useState(saver.failure);
  if (saver.failure !== shownFailure) {
    setShownFailure(saver.failure);
    if (saver.failure) setErrors(saver.failure.fieldErrors as Errors);
    if (saver.failure?.current) setTheirs(saver.failure.current);
  }

  const options = addressChoices(addresses, project);
  const labels: Partial<Record<ProjectField, string>> = {
    name: t`Name`, code: t`Project number`, addressId: t`Address`, poNumber: t`PO number`,
    ...(withBudget ? { budget: t`Budget` } : {}), startDate: t`Start date`, endDate: t`End date`,
  };
  const show = (field: ProjectField, value: ProjectDraft[ProjectField]): string => {
    if (field === 'addressId') return options.find((o) => o.value === value)?.label ?? String(value);
    if (field === 'startDate' || field === 'endDate') return formatDate(String(value), locale);
    if (field === 'budget') return currency ? formatMoney(Number(value), currency, locale) : formatNumber(Number(value), locale);
    return String(value);
  };
  const field = (name: ProjectField) => ({ error: errors[name], errorProps: { role: 'alert' } });
  const { maxProjectName, maxProjectCode, maxPoNumber, maxBudget } = companyLimits;

  return (
    <CompanyFormModal
      opened={opened}
      onClose={onClose}
      title={project ? t`Edit ${project.name}` : t`Add project`}
      submitLabel={project ? undefined : t`Add project`}
      onSubmit={submit}
      saving={saver.saving}
      error={saver.failure?.message}
      footer={theirs && <TheirChanges rows={theirChangeRows(draftOfProject(theirs), draft, labels, show)} onTakeTheirs={() => (setDraft(draftOfProject(theirs)), setErrors({}))} />}
    >
      <TextInput label={t`Name`} description={t`At most ${maxProjectName} characters.`} required value={draft.name} onChange={(e) => change({ name: e.currentTarget.value })} {...field('name')} />
      <TextInput label={t`Project number`} description={t`Unique among your company’s projects; at most ${maxProjectCode} characters.`} required value={draft.code}
        onChange={(e) => change({ code: e.currentTarget.value })} {...field('code')} />
      <Select label={t`Address`} description={t`The job site’s delivery address.`} data={options} value={draft.addressId || null} clearable searchable
        nothingFoundMessage={t`Nothing found`} onChange={(value) => change({ addressId: value ?? '' })} comboboxProps={{ withinPortal: true }} {...field('addressId')} />
      <TextInput label={t`PO number`} description={t`Your purchase order number for this project; at most ${maxPoNumber} characters.`} value={draft.poNumber}
        onChange={(e) => change({ poNumber: e.currentTarget.value })} {...field('poNumber')} />
      {withBudget && (
        <NumberInput
          label={currency ? t`Budget (${currency})` : t`Budget`}
          description={t`Leave empty for no budget. Spent and committed amounts are measured against it.`}
          value={draft.budget}
          onChange={(budget) => change({ budget })}
          decimalScale={2}
          allowNegative={false}
          min={0}
          max={maxBudget}
          clampBehavior="none"
          {...numberSeparators(locale)}
          maw={320}
          {...field('budget')}
        />
      )}
      <LocaleDateInput label={t`Start date`} maw={320} value={draft.startDate} onChange={(value) => change({ startDate: value })} {...field('startDate')} />
      <LocaleDateInput label={t`End date`} description={t`On or after the start date.`} maw={320} min={draft.startDate || undefined} value={draft.endDate}
        onChange={(value) => change({ endDate: value })} {...field('endDate')} />
    </CompanyFormModal>
  );
}

/** The addresses to choose from; an edited project's own address stays one even when it has been archived since. */
function addressChoices(addresses: AddressOptionList, project: Project | null) {
  const choices = addresses.items.map((a) => ({ value: String(a.id), label: `${a.label}, ${a.city}` }));
  if (project?.addressId && project.addressLabel && !choices.some((c) => c.value === String(project.addressId)))
    choices.unshift({ value: String(project.addressId), label: project.addressLabel });
  return choices;
}
