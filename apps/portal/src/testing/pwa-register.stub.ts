// Tests only: vite-plugin-pwa's virtual module exists only inside a Vite build; tests mock it.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
