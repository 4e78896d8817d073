import { createContext, useContext } from 'react';

/** The close of the DialogFrame around: through its discard guard. */
export const DialogCloseContext = createContext<(() => void) | null>(null);

/**
 * For a `Cancel` inside a dialog: the DialogFrame's guarded close (asks first when something was
 * typed), or `fallback` outside one.
 */
export function useDialogClose(fallback: () => void): () => void {
  return useContext(DialogCloseContext) ?? fallback;
}
