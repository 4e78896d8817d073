import { i18n } from '@lingui/core';
import { beforeAll, expect, it } from 'vitest';
import { emptyFeedbackDraft, feedbackErrors, feedbackInputOf } from './feedback-draft';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
const context = { kind: 'idea' as const, appVersion: '1.0.0', errorEventId: null };

it('says an empty subject is required, and a too long one its limit', () => {
  expect(feedbackErrors(i18n, feedbackInputOf({ ...emptyFeedbackDraft, subject: '  ', message: 'A dark theme, please.' }, context)).fields).toEqual({ subject: 'This field is required.' });
  expect(feedbackErrors(i18n, feedbackInputOf({ ...emptyFeedbackDraft, subject: 'x'.repeat(121), message: 'A dark theme, please.' }, context)).fields).toEqual({
    subject: 'Enter a subject of at most 120 characters.',
  });
});
