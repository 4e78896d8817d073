import '@mantine/core/styles.css';
import './styles.css';
import { loadStartupConfig } from '@portal/shared-util-config';
import { bootstrap } from './bootstrap';

// Spec §7/§8: the startup configuration first; without it the app does not start.
const config = await loadStartupConfig();
if (config) {
  bootstrap(config, document.getElementById('root')!).catch((error: unknown) => console.error('Bootstrap failed', error));
}
