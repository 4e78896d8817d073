import { useLayoutEffect, useRef, useState } from 'react';
import type { Column } from './DataList.types';

/** How far a table gave way to its box: how many priority levels it hides, or cards instead. */
interface Fit {
  dropped: number;
  cards: boolean;
}

const whole: Fit = { dropped: 0, cards: false };

/** The priority levels a table may hide, the first to go first (3 before 2; 1 never). */
export function optionalLevels<T>(columns: Column<T>[]): number[] {
  return [...new Set(columns.map((column) => column.priority ?? 1).filter((level) => level > 1))].sort((a, b) => b - a);
}

/**
 * Fits a table to its box without scrolling sideways: while the table (whose cells never break a
 * word) is wider than the box, the columns of the highest priority level leave, then the next; when
 * even the essential ones do not fit, the list shows cards. Measured before the browser paints, so
 * no state that does not fit is ever seen; measured again from all columns when the box's width or
 * the items change (a wider window, another page, another language).
 */
export function useTableFit<T>(columns: Column<T>[], items: T[]) {
  const boxRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [fit, setFit] = useState<Fit>(whole);
  const levels = optionalLevels(columns);
  const [measuredItems, setMeasuredItems] = useState(items);
  if (measuredItems !== items) {
    setMeasuredItems(items);
    setFit(whole);
  }

  useLayoutEffect(() => {
    const box = boxRef.current;
    const table = tableRef.current;
    if (!box || !table || fit.cards) return;
    if (table.offsetWidth > box.clientWidth + 1) {
      setFit((f) => (f.dropped < levels.length ? { ...f, dropped: f.dropped + 1 } : { ...f, cards: true }));
    }
  });

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      setFit(whole);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const hidden = new Set(levels.slice(0, fit.dropped));
  const shown = columns.filter((column) => !hidden.has(column.priority ?? 1));
  return { boxRef, tableRef, cards: fit.cards, columns: shown };
}
