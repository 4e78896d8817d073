import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Code, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useCreateFeedback } from '@portal/help-data-access';
import { appVersionOf, type ReportProblemSearch } from '@portal/help-util';
import type { FeedbackInput, FeedbackKind, FeedbackReceipt } from '@portal/shared-api-contract';
import { helpLimits } from '@portal/shared-api-contract/vocabulary';
import { useApiClient, type Session } from '@portal/shared-data-access-http';
import { PageHeader } from '@portal/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emptyFeedbackDraft, feedbackErrors, feedbackInputOf, type FeedbackDraft, type FeedbackErrors, type FeedbackField } from './feedback-draft';
import { feedbackFailure } from './feedback-failure';
import { useFeedbackSend } from './use-feedback-send';

/** Props of FeedbackPage: which form, who sends it, and (problems) what the URL brought along. */
export interface FeedbackPageProps {
  kind: FeedbackKind;
  session: Session;
  /** Problems: the page it happened on and the error report's id, e.g. from the error page. */
  search?: ReportProblemSearch;
  /** After `Send another`: e.g. the route drops the page and the error report from the URL. */
  onSendAnother?: () => void;
}

const { maxSubject, minMessage, maxMessage } = helpLimits;

/**
 * `Report a problem` (`/order/help/report-problem`) and `Suggest an idea` (`/order/help/suggest-idea`):
 * a subject and a message (and for a problem the page it happened on), sent with the portal's
 * release and, when the user came from the error page, the error report's id. The draft lives
 * here: a refused or failed send never loses what was typed. The answer is a reference (`F-…`).
 */
export function FeedbackPage({ kind, session, search = {}, onSendAnother }: FeedbackPageProps) {
  const { t, i18n } = useLingui();
  const { config } = useApiClient();
  const create = useCreateFeedback(session);
  const sender = useFeedbackSend((input: FeedbackInput, idempotencyKey: string) => create.mutateAsync({ input, idempotencyKey }));
  const problem = kind === 'problem';
  const [draft, setDraft] = useState<FeedbackDraft>(() => ({ ...emptyFeedbackDraft, page: problem ? (search.page ?? '') : '' }));
  const [errorEventId, setErrorEventId] = useState<string | null>(problem ? (search.eventId ?? null) : null);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const context = { kind, appVersion: appVersionOf(config.release), errorEventId };

  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  // Counts finished attempts: after each, focus goes to the first field to fix (or the thanks).
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    if (thanks.current) thanks.current.focus();
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  // After `Send another` the new form's first field takes the focus the link had.
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    if (restarts > 0) form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [restarts]);

  const change = (field: FeedbackField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // A message shown follows its input: it goes as soon as the value is fine (the API's too).
    if (errors[field]) {
      const now = feedbackErrors(i18n, feedbackInputOf(next, context)).fields;
      setErrors((shown) => ({ ...shown, [field]: now[field] }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sender.sending) return;
    try {
      const input = feedbackInputOf(draft, context);
      const found = feedbackErrors(i18n, input);
      setErrors(found.fields);
      setGeneralError(found.other ? t`This could not be sent. Reload the page and try again.` : null);
      if (Object.keys(found.fields).length > 0 || found.other) return;
      const answer = await sender.send(input);
      if (answer) setReceipt(answer);
    } finally {
      setAttempts((n) => n + 1);
    }
  };
  // The failure arrives after the send settles; its field messages are taken once.
  const [shownFailure, setShownFailure] = useState<unknown>(null);
  if (sender.error !== shownFailure) {
    setShownFailure(sender.error);
    if (sender.error) {
      const failure = feedbackFailure(sender.error, i18n);
      setErrors(failure.fieldErrors);
      setGeneralError(failure.message);
    }
  }

  const sendAnother = () => {
    sender.reset();
    setDraft(emptyFeedbackDraft);
    setErrorEventId(null);
    setErrors({});
    setGeneralError(null);
    setReceipt(null);
    setRestarts((n) => n + 1);
    onSendAnother?.();
  };

  const title = problem ? t`Report a problem` : t`Suggest an idea`;
  const description = problem
    ? t`Tell us what went wrong and what you were doing. We read every report.`
    : t`Tell us what would make the portal better for you. We read every idea.`;
  const field = (name: FeedbackField) => ({
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => change(name, e.currentTarget.value),
    error: errors[name],
    errorProps: { role: 'alert' },
  });
  // The same counter as the request forms: what the contract counts (trimmed).
  const length = draft.message.trim().length;
  const reference = receipt?.reference;
  const max = maxMessage;
  const min = minMessage;

  return (
    <Stack maw={720} gap={0}>
      <PageHeader title={title} description={description} />
      {receipt ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text ref={thanks} tabIndex={-1} role="status" fw={600} style={{ outline: 'none' }}>
              {t`Thanks: your reference is ${reference}`}
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Quote it if you contact us about this.</Trans>
            </Text>
            <Anchor component="button" type="button" onClick={sendAnother}>
              {problem ? t`Report another problem` : t`Suggest another idea`}
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
          <Stack gap="md">
            {errorEventId && (
              <Text size="sm">
                <Trans>
                  Error report: <Code>{errorEventId}</Code>
                </Trans>
              </Text>
            )}
            <TextInput label={t`Subject`} required autoComplete="off" description={t`A few words, at most ${maxSubject} characters.`} {...field('subject')} />
            <Textarea
              label={problem ? t`What happened?` : t`Your idea`}
              required
              // A fixed height the user can drag taller (autosize needs document.fonts, which jsdom lacks).
              rows={8}
              resize="vertical"
              // Typing past the limit is allowed (and marked), so pasted text is never cut off unseen.
              description={t`${length} of ${max} characters (at least ${min})`}
              {...field('message')}
            />
            {problem && (
              <TextInput
                label={t`Page where it happened`}
                autoComplete="off"
                description={t`Optional. The address of the page in the portal, for example /order/contracts.`}
                {...field('page')}
              />
            )}
            {generalError && (
              <Alert color="red" role="alert">
                {generalError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={sender.sending}>
                {problem ? t`Send report` : t`Send idea`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
