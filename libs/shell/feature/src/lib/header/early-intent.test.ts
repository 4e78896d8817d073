import { describe, expect, it } from 'vitest';
import { EarlyIntent } from './early-intent';

const placeholder = (intent: EarlyIntent, trigger: 'help' | 'company') => {
  const button = document.body.appendChild(document.createElement('button'));
  intent.placeholderRef(trigger)(button);
  return button;
};

describe('EarlyIntent', () => {
  it('hands the asked-for menu over once', () => {
    const intent = new EarlyIntent();
    intent.ask('company');
    expect(intent.claim('help')).toEqual({ open: false, focus: false });
    expect(intent.claim('company')).toEqual({ open: true, focus: false });
    expect(intent.claim('company')).toEqual({ open: false, focus: false });
  });

  it('remembers which placeholder had focus as they leave, for its real control only', () => {
    const intent = new EarlyIntent();
    placeholder(intent, 'help');
    placeholder(intent, 'company').focus();
    intent.noteFocus();
    expect(intent.claim('help').focus).toBe(false);
    expect(intent.claim('company').focus).toBe(true);
    expect(intent.claim('company').focus).toBe(false);
  });

  it('opens nothing after the user turned elsewhere, or once the real controls have claimed theirs', () => {
    const intent = new EarlyIntent();
    intent.ask('help');
    intent.forget();
    expect(intent.claim('help').open).toBe(false);
    intent.ask('company');
    intent.clear();
    expect(intent.claim('company').open).toBe(false);
  });

  it('tells a press on a placeholder from one elsewhere', () => {
    const intent = new EarlyIntent();
    const help = placeholder(intent, 'help');
    const chevron = help.appendChild(document.createElement('span'));
    expect(intent.isPlaceholder(chevron)).toBe(true);
    expect(intent.isPlaceholder(document.body)).toBe(false);
  });
});
