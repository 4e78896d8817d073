// The mail a report or an idea sends to the rental company (the opCo's address), in English and
// as plain text: what the rental company needs to answer and to find the problem in the error
// reports. The user's text is quoted as typed; only the subject line is folded to one line.
import type { FeedbackKind } from '@portal/shared-api-contract';

export interface FeedbackFacts {
  reference: string;
  kind: FeedbackKind;
  subject: string;
  message: string;
  /** Problems only (null for an idea, or when the portal did not say). */
  page: string | null;
  appVersion: string;
  errorEventId: string | null;
  user: { firstName: string; lastName: string; email: string };
  client: { name: string; externalUuid: string };
}

const label: Record<FeedbackKind, string> = { problem: 'Problem', idea: 'Idea' };

/** One line: a mail subject must not carry line breaks from what the user typed. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function feedbackMail(f: FeedbackFacts): { subject: string; body: string } {
  const subject = `[${f.reference}] ${label[f.kind]}: ${oneLine(f.subject)}`;
  const facts = [
    `From: ${f.user.firstName} ${f.user.lastName} <${f.user.email}>`,
    `Client: ${f.client.name} (${f.client.externalUuid})`,
    ...(f.kind === 'problem' ? [`Page: ${f.page ?? '(not given)'}`] : []),
    `Version: ${f.appVersion}`,
    `Error event id: ${f.errorEventId ?? '(none)'}`,
  ];
  const intro = f.kind === 'problem' ? 'A problem was reported in the Atlas Portal.' : 'An idea was suggested in the Atlas Portal.';
  const body = [intro, '', `Reference: ${f.reference}`, ...facts, '', `Subject: ${f.subject}`, '', f.message, ''].join('\n');
  return { subject, body };
}
