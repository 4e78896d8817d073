import { Affix, Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { consentMessages } from '@portal/consent-data-access';
import { useId, type ReactNode } from 'react';
import { usePageSpaceBelow } from './use-page-space-below';

/** Props of ConsentNotice. */
export interface ConsentNoticeProps {
  onAcceptAll: () => void;
  onDecline: () => void;
  onChoose: () => void;
  /** A language switch beside the title (signed-out visitors). */
  languageSwitch?: ReactNode;
}

/** The first-visit notice: a named region at the bottom that leaves the page usable (not modal). */
export function ConsentNotice({ onAcceptAll, onDecline, onChoose, languageSwitch }: ConsentNoticeProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const barRef = usePageSpaceBelow();
  return (
    // Below Mantine's modal (z-index 200), so the preferences dialog opens over it. Not portalled:
    // where the shell mounts the manager (first) is where keyboard users meet the notice.
    <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={190} withinPortal={false}>
      <Paper
        ref={barRef}
        component="section"
        aria-labelledby={titleId}
        data-testid="consent-notice"
        shadow="md"
        withBorder
        radius={0}
        p="md"
      >
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {i18n._(consentMessages.noticeTitle)}
          </Title>
          {languageSwitch}
        </Group>
        <Text mt="xs">{i18n._(consentMessages.noticeDescription)}</Text>
        <Text mt="xs">
          <Trans>
            You can change your choice at any time under{' '}
            <Anchor component="button" type="button" onClick={onChoose} inherit underline="always">
              Cookie preferences
            </Anchor>
            .
          </Trans>
        </Text>
        <Group mt="md" gap="sm">
          <Button onClick={onAcceptAll}>
            <Trans>Accept all cookies</Trans>
          </Button>
          <Button variant="default" onClick={onDecline}>
            <Trans>Decline</Trans>
          </Button>
          <Button variant="subtle" onClick={onChoose}>
            <Trans>Let me choose</Trans>
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
