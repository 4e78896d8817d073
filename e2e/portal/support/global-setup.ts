// Starts the run's mail server before the tests; Playwright calls the returned function at the end.
import { startMailSink } from './mail-sink';

export default async function globalSetup() {
  return startMailSink();
}
