// The cookie dialog's Mantine styles, with the consent chunk rather than in the first load
// (first-screen-styles.ts has the notice's own; issue 14). In `@layer mantine` like the rest, and
// in the order of Mantine's styles.css.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Switch.layer.css';
