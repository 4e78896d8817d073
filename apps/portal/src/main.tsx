import '@mantine/core/styles.css';
import './styles.css';
import { loadStartupConfig } from '@portal/shared-util-config';
import { bootstrap } from './bootstrap';
import { showStartupFailure } from './startup-failure';

// Spec §7/§8: the startup configuration first; without it the app does not start (the page says so).
const root = document.getElementById('root')!;
const config = await loadStartupConfig();
if (config) {
  bootstrap(config, root).catch((error: unknown) => {
    console.error('Bootstrap failed', error);
    showStartupFailure(root);
  });
} else {
  showStartupFailure(root);
}
