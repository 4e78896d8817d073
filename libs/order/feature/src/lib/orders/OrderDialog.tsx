import { useLingui } from '@lingui/react/macro';
import { DialogFrame } from '@portal/shared-ui';
import type { ReactNode } from 'react';

/** Props of OrderDialog: whether it is open, its title, how it closes and its content. */
export interface OrderDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal for one action on an order: the portal's dialog frame with the order pages' Close label. */
export function OrderDialog({ opened, title, onClose, children }: OrderDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame opened={opened} title={title} onClose={onClose} closeLabel={t`Close`}>
      {children}
    </DialogFrame>
  );
}
