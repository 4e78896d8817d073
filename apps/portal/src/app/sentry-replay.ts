import { replayIntegration } from '@sentry/react';
import { scrubSecrets } from './scrub-secrets';

/** Replay in its own chunk: loaded only in prod, after start-up; its navigation events scrubbed too. */
export const replay = () => replayIntegration({ maskAllText: true, blockAllMedia: true, beforeAddRecordingEvent: (event) => scrubSecrets(event) });
