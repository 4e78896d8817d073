// jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "no match, no size".
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 3 s for what a test expects to appear, not the default 1 s: CI runs
// four test files at once on two cores (tools/scripts/test-all.mjs), so a screen may take longer to
// settle. Only slowness is forgiven; what must appear still has to.
configure({ asyncUtilTimeout: 3000 });

// jsdom's viewport answers every width query "no": a phone. setViewportWidth (shared ui testing)
// swaps it and restores it when its test ends, but a test that times out never reaches its restore,
// and library files share one jsdom (vitest.config.ts, isolate: false): the next file's phone tests
// then saw a desktop. Each test starts on the phone again.
const phone = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.matchMedia = phone;
afterEach(() => {
  cleanup();
  window.matchMedia = phone;
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
