import { useEffect, useState } from 'react';

/**
 * Keeps the page usable above a bar fixed to the bottom of the window (the cookie notice): the page
 * gets as much room below its content as the bar is high, so everything can scroll above it, and
 * the browser keeps a focused control out from under it (WCAG 2.2, 2.4.11 Focus Not Obscured: on a
 * phone the notice covered the Sign in button while keyboard users tabbed to it). Returns the ref
 * callback for the bar; the room goes when the bar does.
 */
export function usePageSpaceBelow(): (element: HTMLElement | null) => void {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!bar) return undefined;
    const { documentElement: html, body } = document;
    const reserve = () => {
      const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
      // The room to scroll into, and where focus scrolling stops short of the bottom.
      body.style.paddingBottom = height;
      html.style.scrollPaddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
      html.style.scrollPaddingBottom = '';
    };
  }, [bar]);
  return setBar;
}
