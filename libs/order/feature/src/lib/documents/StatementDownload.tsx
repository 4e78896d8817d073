import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import type { StatementFormat } from '@portal/shared-api-contract';
import { DownloadIcon } from '@portal/shared-ui';

/** Props of StatementDownload: whether a statement is downloading, and how to download one. */
export interface StatementDownloadProps {
  busy: boolean;
  onDownload: (format: StatementFormat) => void;
}

/**
 * `Download statement`: the statement of account (what is open and overdue, with its ageing) as
 * PDF or Excel, from a menu so the toolbar keeps one button for it on a phone.
 */
export function StatementDownload({ busy, onDownload }: StatementDownloadProps) {
  const { t } = useLingui();
  return (
    // Shown even when its button is scrolled away (hideDetached off): nothing is gained by hiding a
    // toolbar's menu, and without layout (jsdom) every dropdown would count as detached.
    <Menu position="bottom-end" withinPortal hideDetached={false}>
      <Menu.Target>
        <Button variant="default" leftSection={<DownloadIcon />} loading={busy}>
          {t`Download statement`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onDownload('pdf')}>{t`Statement as PDF`}</Menu.Item>
        <Menu.Item onClick={() => onDownload('xlsx')}>{t`Statement as Excel`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
