import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, the first field to fix takes the focus (once its message has rendered).
 * Attach `formRef` to the form and call `refused()` each time the form refuses to send.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { formRef, refused: () => setRefusals((n) => n + 1) };
}
