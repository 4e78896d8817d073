import { useLayoutEffect } from 'react';

// The prerendered sign-in page (issue 14) is real HTML: a visitor can type into it, pick a language
// or press a button before the app's code has arrived. The app renders the same page in its place;
// what the visitor did on the static one carries over, so nothing typed or clicked is lost.
// first-screen-boot.js marks the page (`data-first-screen` on #root) and each button pressed
// (`data-first-screen-click`, numbered in order); both pages have the same fields and buttons in
// the same order, so a control is found by its kind (a field's type and autocomplete, a button's
// name) and its place among the controls of that kind: a control the app's page has more (a banner's
// button) moves nothing, and a page that differs gets nothing rather than the wrong thing.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Control = Field | HTMLButtonElement;

/** One control of the page: where it is among its kind, and what it is (to check it is the same). */
interface ControlRef {
  index: number;
  kind: string;
}

/** What the visitor did on the static page. */
export interface FirstScreenInput {
  values: (ControlRef & { value: string })[];
  focus: (ControlRef & { start: number | null; end: number | null }) | null;
  clicks: ControlRef[];
}

const controlsOf = (root: HTMLElement) => [...root.querySelectorAll<Control>('input, select, textarea, button')];
const isField = (control: Control): control is Field => !(control instanceof HTMLButtonElement);
/** A field by its type and autocomplete, a button by its type and name: the same on both pages. */
const kindOf = (control: Control) =>
  isField(control)
    ? `${control.tagName}:${control.type}:${control.getAttribute('autocomplete') ?? ''}`
    : `BUTTON:${control.type}:${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''}`;
const ofKind = (controls: Control[], kind: string) => controls.filter((control) => kindOf(control) === kind);
// Counted among its kind, not among all controls: the app's page may have a control more than the
// static one before the form (a banner's Minimise button once the availability check has answered),
// and what was typed must still reach its field.
const refOf = (controls: Control[], control: Control): ControlRef => {
  const kind = kindOf(control);
  return { index: ofKind(controls, kind).indexOf(control), kind };
};
/** The app's control of the same kind, at the same place among that kind, as `ref` on the static page. */
const find = (controls: Control[], ref: ControlRef): Control | undefined => ofKind(controls, ref.kind)[ref.index];

function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

function selectionOf(control: Control): { start: number | null; end: number | null } {
  try {
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? { start: control.selectionStart, end: control.selectionEnd } : { start: null, end: null };
  } catch {
    // email and number inputs have no selection API.
    return { start: null, end: null };
  }
}

/** The page prerendered into #root, if the HTML had one; null for the plain loader. */
export const prerenderedLocale = (root: HTMLElement): string | null => root.getAttribute('data-first-screen');

/** The path of the signed-in page whose shell #root shows; undefined for the sign-in page or the loader. */
export const prerenderedPath = (root: HTMLElement): string | undefined => root.getAttribute('data-first-screen-path') ?? undefined;

/** Reads what was typed, focused and clicked on the static page (its elements may be detached by now). */
function capture(controls: Control[], focused: Control | null): FirstScreenInput {
  const order = (control: Control) => Number(control.getAttribute('data-first-screen-click'));
  return {
    values: controls.filter(isField).flatMap((field) => (field.value !== initialValue(field) ? [{ ...refOf(controls, field), value: field.value }] : [])),
    focus: focused && controls.includes(focused) ? { ...refOf(controls, focused), ...selectionOf(focused) } : null,
    // The boot script numbers a button's last press: a double click is one press here.
    clicks: controls
      .filter((control) => control.hasAttribute('data-first-screen-click'))
      .sort((a, b) => order(a) - order(b))
      .map((button) => refOf(controls, button)),
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
  const controls = controlsOf(root);
  for (const value of input.values) {
    const field = find(controls, value);
    if (field && isField(field)) enter(field, value.value);
  }
  const focus = input.focus ? find(controls, input.focus) : undefined;
  const caret = () => {
    const { start, end } = input.focus ?? { start: null, end: null };
    if (start !== null && document.activeElement === focus && (focus instanceof HTMLInputElement || focus instanceof HTMLTextAreaElement)) focus.setSelectionRange(start, end);
  };
  focus?.focus();
  caret();
  if (input.clicks.length === 0 && !focus) return;
  setTimeout(() => {
    // React's render with the carried values may have moved the caret: put it back.
    caret();
    for (const click of input.clicks) {
      const button = find(controlsOf(root), click);
      if (button instanceof HTMLButtonElement) button.click();
    }
  }, 0);
}

/**
 * Keeps hold of the static page's fields and buttons while the app renders its own (React removes
 * the static ones when it commits); `handOver`, called right after that commit, carries over what
 * the visitor did meanwhile (unless the app shows another page) and ends the static page.
 */
export function holdFirstScreen(root: HTMLElement): { handOver: (options: { replay: boolean }) => void } {
  const controls = controlsOf(root);
  let focused = controls.find((control) => control === document.activeElement) ?? null;
  const onFocus = (event: FocusEvent) => {
    if (controls.includes(event.target as Control)) focused = event.target as Control;
  };
  const onBlur = (event: FocusEvent) => {
    // Only a blur to somewhere else on the page counts: React removing the control blurs it too.
    if (event.target === focused && (event.target as Control).isConnected && event.relatedTarget) focused = null;
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
      const input = capture(controls, focused);
      root.removeAttribute('data-first-screen');
      root.removeAttribute('data-first-screen-path');
      if (replay) restoreFirstScreen(root, input);
    },
  };
}

/** Runs `run` once React has committed what it rendered with it (a layout effect: before the paint). */
export function AfterCommit({ run }: { run: () => void }): null {
  useLayoutEffect(run, [run]);
  return null;
}
