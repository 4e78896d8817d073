import { Box, Burger, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { EarlyIntent, HeaderTrigger } from './early-intent';
import { BellButton } from '../notifications/BellButton';
import { HelpIcon, ProfileIcon } from './header-icons';
import { companyTrigger, HeaderMenuButton } from './HeaderMenuButton';
import { NewOrderButton } from './NewOrderButton';
import type { HeaderModel } from './use-header-model';

/** Props of HeaderActionsPlaceholder. */
export interface HeaderActionsPlaceholderProps {
  model: HeaderModel;
  intent: EarlyIntent;
  /** Starts loading the real controls (called on every sign of interest). */
  onInterest: () => void;
}

/**
 * The header's right-hand side while HeaderActions loads: the same triggers in the same place and
 * size, without the menu code. Activating one remembers it, and the real menu opens on arrival.
 */
export function HeaderActionsPlaceholder({ model, intent, onInterest }: HeaderActionsPlaceholderProps) {
  const { t } = useLingui();
  const [asked, setAsked] = useState<HeaderTrigger | null>(null);
  useForgetOnOutsideAction(asked, intent, setAsked);
  // A layout cleanup runs before React removes the placeholders, while focus is still on one.
  useLayoutEffect(() => () => intent.noteFocus(), [intent]);

  const ask = (name: HeaderTrigger) => {
    intent.ask(name);
    setAsked(name);
    onInterest();
  };
  const trigger = (name: HeaderTrigger) => ({
    ref: intent.placeholderRef(name),
    onPointerEnter: onInterest,
    onFocus: onInterest,
    // The press asks already, not only the click: when the real control replaces the placeholder
    // between press and release, the browser sends the click to neither, and it would be lost.
    onPointerDown: () => {
      intent.pressStarted();
      ask(name);
    },
    onClick: () => ask(name),
    style: asked === name ? { cursor: 'progress' } : undefined,
  });
  const menu = (name: HeaderTrigger) => ({ ...trigger(name), 'aria-haspopup': 'menu' as const, 'aria-expanded': false });

  if (!model.full) return <HeaderMenuButton label={<Trans>Privacy and conditions</Trans>} {...menu('privacy')} />;
  const { name } = model.company;
  return (
    <Group gap={4} wrap="nowrap">
      <Group visibleFrom="md" gap={4} wrap="nowrap">
        {/* New order needs no menu code: this is the real link already. */}
        {model.newOrder.visible && <NewOrderButton disabled={model.newOrder.disabled} ref={intent.placeholderRef('newOrder')} />}
        <HeaderMenuButton label={<Trans>Help</Trans>} compactIcon={<HelpIcon />} {...menu('help')} />
        <HeaderMenuButton {...companyTrigger(name, t`Company: ${name}`)} {...menu('company')} />
        <HeaderMenuButton label={<Trans>Profile</Trans>} compactIcon={<ProfileIcon />} {...menu('profile')} />
      </Group>
      {/* The count comes with the real bell; its badge floats, so nothing moves when it does. */}
      <BellButton unread={null} {...menu('notifications')} />
      <Box hiddenFrom="md">
        <Burger opened={false} aria-label={t`Open navigation`} size="sm" {...trigger('navigation')} />
      </Box>
    </Group>
  );
}

/** As a real open menu would close: Escape, Tab or a press outside the placeholders drops the request. */
function useForgetOnOutsideAction(asked: HeaderTrigger | null, intent: EarlyIntent, setAsked: (asked: null) => void) {
  useEffect(() => {
    if (!asked) return;
    const forget = (event: Event) => {
      const turnedAway =
        event instanceof KeyboardEvent
          ? ['Escape', 'Tab'].includes(event.key)
          : !(event.target instanceof Node && intent.isPlaceholder(event.target));
      if (!turnedAway) return;
      intent.forget();
      setAsked(null);
    };
    document.addEventListener('pointerdown', forget, true);
    document.addEventListener('keydown', forget, true);
    return () => {
      document.removeEventListener('pointerdown', forget, true);
      document.removeEventListener('keydown', forget, true);
    };
  }, [asked, intent, setAsked]);
}
