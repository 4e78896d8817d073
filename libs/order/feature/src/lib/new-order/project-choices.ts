// Which addresses or contact persons the order form offers once a project is chosen.

/**
 * The project's own items (in the options' order), or all when it has none of its own or `showAll`;
 * the chosen one always stays offered, so a choice made earlier (Order again) is never hidden.
 * `narrowable`: there are others to show.
 */
export function offeredFor<T extends { id: number }>(items: T[], own: number[] | undefined, chosen: number | null, showAll: boolean) {
  if (!own || own.length === 0) return { items, narrowable: false };
  const narrowed = items.filter((i) => own.includes(i.id) || i.id === chosen);
  return { items: showAll ? items : narrowed, narrowable: narrowed.length < items.length };
}
