import { useEffect, type RefObject } from 'react';

/** The header's controls that live in the lazily loaded HeaderActions chunk. */
export type HeaderTrigger = 'help' | 'company' | 'profile' | 'privacy' | 'navigation' | 'newOrder' | 'notifications';

/** What a real control takes over from its placeholder. */
export interface HandOver {
  open: boolean;
  focus: boolean;
}

/**
 * What the user did to the header's placeholders while the real controls were loading: the menu
 * asked for and the placeholder that had focus. Each real control claims its share once, when it
 * mounts, so an early click opens the menu instead of being lost (issue 14).
 */
export class EarlyIntent {
  private asked: HeaderTrigger | null = null;
  private focused: HeaderTrigger | null = null;
  private pressing = false;
  private readonly afterPress: (() => void)[] = [];
  private readonly placeholders = new Map<HeaderTrigger, HTMLElement>();
  private readonly refs = new Map<HeaderTrigger, (node: HTMLElement | null) => void>();

  /** A placeholder was activated (click, Enter or Space): its menu opens once the real one is there. */
  ask(trigger: HeaderTrigger) {
    this.asked = trigger;
  }

  /**
   * A press began on a placeholder. The real control may replace it before the release: the
   * release's click then lands on the real trigger and would toggle shut a menu the press had
   * already opened (issue 30). So a menu asked for by this press opens only once the press has
   * ended: after its pointerup, in the next task, when its click has been dispatched.
   */
  pressStarted() {
    if (this.pressing) return;
    this.pressing = true;
    const end = () => {
      window.removeEventListener('pointerup', end, true);
      window.removeEventListener('pointercancel', end, true);
      setTimeout(() => {
        this.pressing = false;
        for (const task of this.afterPress.splice(0)) task();
      }, 0);
    };
    window.addEventListener('pointerup', end, true);
    window.addEventListener('pointercancel', end, true);
  }

  /** Runs `task` now, or when the press under way on a placeholder has ended with its click. */
  whenPressEnds(task: () => void) {
    if (this.pressing) this.afterPress.push(task);
    else task();
  }

  /** The user turned to something else (Escape, a click elsewhere): no menu opens by itself. */
  forget() {
    this.asked = null;
  }

  /** A stable callback ref for a placeholder, so the intent can tell which one has focus. */
  placeholderRef(trigger: HeaderTrigger) {
    let ref = this.refs.get(trigger);
    if (!ref) {
      // Nodes stay registered after unmount: noteFocus runs while they are still in the page.
      ref = (node) => void (node && this.placeholders.set(trigger, node));
      this.refs.set(trigger, ref);
    }
    return ref;
  }

  /** Whether a DOM node is (inside) one of the placeholders. */
  isPlaceholder(node: Node) {
    return [...this.placeholders.values()].some((placeholder) => placeholder.contains(node));
  }

  /** Called just before the placeholders leave the page: remembers which one had focus. */
  noteFocus() {
    for (const [trigger, node] of this.placeholders) if (node === document.activeElement) this.focused = trigger;
  }

  /** A real control's share, handed over once. */
  claim(trigger: HeaderTrigger): HandOver {
    const share = { open: this.asked === trigger, focus: this.focused === trigger };
    if (share.open) this.asked = null;
    if (share.focus) this.focused = null;
    return share;
  }

  /** Drops whatever no real control claimed, so nothing opens later by surprise. */
  clear() {
    this.asked = this.focused = null;
  }
}

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Lets a real control take over from its placeholder on mount: it opens if it was asked for, and
 * takes focus then, or if its placeholder had it and the user has not moved on.
 */
export function useHandOver(
  intent: EarlyIntent | undefined,
  trigger: HeaderTrigger,
  target: RefObject<HTMLElement | null>,
  setOpened?: (opened: boolean) => void,
) {
  useEffect(() => {
    const share = intent?.claim(trigger);
    if (!share) return;
    // An ask still standing means the user has not turned away (that forgets it), so it opens even
    // when focus is elsewhere: a press during a page change leaves focus on the old page's button
    // (issue 30), and a click would have moved it here. Focus alone moves only if nothing took it.
    if (!share.open && !(share.focus && focusIsLost())) return;
    // Focus before opening, as a keyboard open would: the menu then returns focus here on close.
    target.current?.focus();
    // Opened (not toggled) once the press that asked has ended: its click may land here and
    // open the menu itself, and must not shut what the hand-over opened.
    if (share.open) intent?.whenPressEnds(() => setOpened?.(true));
  }, [intent, trigger, target, setOpened]);
}
