import { useLayoutEffect } from 'react';

// The prerendered sign-in page (issue 14) is real HTML: a visitor can type into it, pick a language
// or press a button before the app's code has arrived. The app renders the same page in its place;
// what the visitor did on the static one carries over, so nothing typed or clicked is lost.
// first-screen-boot.js marks the page (`data-first-screen` on #root) and each button pressed
// (`data-first-screen-click`, numbered in order); both pages have the same fields and buttons in
// the same order, which is how one finds the other's.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor did on the static page. */
export interface FirstScreenInput {
  values: { index: number; kind: string; value: string }[];
  focus: { index: number; kind: string; start: number | null; end: number | null } | null;
  clicks: number[];
}

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>('input, select, textarea')];
const buttonsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('button')];
const kindOf = (field: Field) => `${field.tagName}:${field.type}:${field.getAttribute('autocomplete') ?? ''}`;

function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

function selectionOf(field: Field): { start: number | null; end: number | null } {
  try {
    return field instanceof HTMLSelectElement ? { start: null, end: null } : { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    // email and number inputs have no selection API.
    return { start: null, end: null };
  }
}

/** The page prerendered into #root, if the HTML had one; null for the plain loader. */
export const prerenderedLocale = (root: HTMLElement): string | null => root.getAttribute('data-first-screen');

/** Reads what was typed, focused and clicked on the static page (its elements may be detached by now). */
function capture(fields: Field[], buttons: HTMLButtonElement[], focused: Field | null): FirstScreenInput {
  const order = (button: HTMLButtonElement) => Number(button.getAttribute('data-first-screen-click'));
  const focusIndex = focused ? fields.indexOf(focused) : -1;
  return {
    values: fields.flatMap((field, index) => (field.value !== initialValue(field) ? [{ index, kind: kindOf(field), value: field.value }] : [])),
    focus: focused && focusIndex >= 0 ? { index: focusIndex, kind: kindOf(focused), ...selectionOf(focused) } : null,
    clicks: buttons
      .filter((button) => button.hasAttribute('data-first-screen-click'))
      .sort((a, b) => order(a) - order(b))
      .map((button) => buttons.indexOf(button)),
  };
}

/** Sets a field the way typing does, so that React's onChange sees it. */
function enter(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Gives the app's page what the visitor did on the static one: values and focus at once, the
 * clicks a moment later, once React has rendered with those values (a click reads them).
 */
export function restoreFirstScreen(root: HTMLElement, input: FirstScreenInput): void {
  const fields = fieldsOf(root);
  for (const { index, kind, value } of input.values) {
    const field = fields[index];
    if (field && kindOf(field) === kind) enter(field, value);
  }
  const focus = input.focus && fields[input.focus.index];
  const caret = () => {
    if (input.focus?.start != null && focus && !(focus instanceof HTMLSelectElement) && document.activeElement === focus) focus.setSelectionRange(input.focus.start, input.focus.end);
  };
  if (input.focus && focus && kindOf(focus) === input.focus.kind) {
    focus.focus();
    caret();
  }
  if (input.clicks.length === 0 && !input.focus) return;
  setTimeout(() => {
    // React's render with the carried values may have moved the caret: put it back.
    if (focus && input.focus && focus.value === input.values.find((v) => v.index === input.focus?.index)?.value) caret();
    const buttons = buttonsOf(root);
    for (const index of input.clicks) buttons[index]?.click();
  }, 0);
}

/**
 * Keeps hold of the static page's fields and buttons while the app renders its own (React removes
 * the static ones when it commits); `handOver`, called right after that commit, carries over what
 * the visitor did meanwhile (unless the app shows another page) and ends the static page.
 */
export function holdFirstScreen(root: HTMLElement): { handOver: (options: { replay: boolean }) => void } {
  const fields = fieldsOf(root);
  const buttons = buttonsOf(root);
  let focused = fields.find((field) => field === document.activeElement) ?? null;
  const onFocus = (event: FocusEvent) => {
    if (fields.includes(event.target as Field)) focused = event.target as Field;
  };
  const onBlur = (event: FocusEvent) => {
    // Only a blur to somewhere else on the page counts: React removing the field blurs it too.
    if (event.target === focused && (event.target as Field).isConnected && event.relatedTarget) focused = null;
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onBlur);
  let done = false;
  return {
    handOver({ replay }) {
      if (done) return;
      done = true;
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('focusout', onBlur);
      const input = capture(fields, buttons, focused);
      root.removeAttribute('data-first-screen');
      if (replay) restoreFirstScreen(root, input);
    },
  };
}

/** Runs `run` once React has committed what it rendered with it (a layout effect: before the paint). */
export function AfterCommit({ run }: { run: () => void }): null {
  useLayoutEffect(run, [run]);
  return null;
}
