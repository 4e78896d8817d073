import { replayIntegration } from '@sentry/react';

/** Replay in its own chunk: loaded only in prod, after start-up. */
export const replay = () => replayIntegration({ maskAllText: true, blockAllMedia: true });
