import { ANALYTICS_SERVICE_NAME, TAG_MANAGER_SCRIPT_URL } from './consent.constants';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Adds the tag manager's loader as an inert script that klaro activates: klaro swaps every
 * `data-name` element of an accepted service for a live copy (once, as the service is `onlyOnce`)
 * and turns it back to `text/plain` on decline, so the script runs exactly once and is disabled
 * by the same mechanism as any other element of the service.
 */
export function loadTagManager(containerId: string | null, doc: Document = document): void {
  if (!containerId) return;
  if (doc.querySelector(`script[data-name="${ANALYTICS_SERVICE_NAME}"]`)) return;
  const win = doc.defaultView as DataLayerWindow | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.type = 'text/plain';
  script.async = true;
  script.dataset['name'] = ANALYTICS_SERVICE_NAME;
  script.dataset['type'] = 'text/javascript';
  script.dataset['src'] = `${TAG_MANAGER_SCRIPT_URL}?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
}

/** Hides and empties the frames the tag manager injected itself (klaro only knows marked ones). */
export function disableTagManagerFrames(doc: Document = document): void {
  const frames = doc.querySelectorAll<HTMLIFrameElement>('iframe[src*="googletagmanager.com"]');
  for (const frame of frames) {
    frame.src = 'about:blank';
    frame.style.display = 'none';
  }
}
