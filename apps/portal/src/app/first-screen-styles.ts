// The Mantine styles of the first screen only (issue 14): the sign-in pages, the header signed out,
// the loader, the cookie notice, the header's menu buttons, the error and maintenance pages. Every file is in `@layer mantine`,
// so the portal's own styles (not layered) always win, whatever arrives when. Inside the layer the
// later rule wins, so the files keep the order of Mantine's styles.css: a component after those it
// builds on (UnstyledButton before Button, Input before PasswordInput). The cookie dialog brings
// its components' styles with its chunk; the signed-in pages get the whole set, itself in that
// order, before they render (signed-in-assets.ts). https://mantine.dev/styles/css-files-list/
// Loaded with import() by main.tsx, preloaded by index.html: not render-blocking, so the page's
// loader paints before it arrives; the app renders only once it has.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
// The portal's own global styles (skip link, focus), after Mantine's.
import '../styles.css';
