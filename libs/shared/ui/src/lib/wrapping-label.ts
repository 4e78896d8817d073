/**
 * Button `styles` for a label that wraps onto a second line instead of being cut ("Vraag over deze
 * factu…") when a translation is wider than the room: the height grows from the button's own. A
 * `<button>` centres its content itself; `maw="100%"` on the button keeps it inside its container.
 */
export const wrappingLabel = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4, maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;
