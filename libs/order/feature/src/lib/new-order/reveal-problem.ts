/**
 * After a refused step, the first field that needs attention may be far down a phone's screen (the
 * order panel sits below the catalogue): once React has rendered the messages, focus the first
 * invalid field, or bring the first message into view when it belongs to no field.
 */
export function revealFirstProblem(root: ParentNode = document) {
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('main [aria-invalid="true"]');
    const message = root.querySelector<HTMLElement>('main [role="alert"]');
    const target = field ?? message;
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    if (field) field.focus({ preventScroll: true });
  });
}
