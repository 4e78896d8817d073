// Mantine's global styles (the baseline, its CSS variables, the focus classes), then the portal's
// own (skip link, focus). main.tsx imports this module first, so these rules come before every
// component's in the first load's stylesheet. Each component's own rules travel with its code
// (first-load/build/mantine-styles.ts): every file is in `@layer mantine`, where the later rule wins, and these
// must come first. https://mantine.dev/styles/css-files-list/
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// Not layered: the portal's own styles win over Mantine's, whatever arrives when.
import '../styles.css';
