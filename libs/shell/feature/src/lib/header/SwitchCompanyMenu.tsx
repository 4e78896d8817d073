import { Menu, NavLink, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSwitchCompany } from './use-switch-company';

/** `Switch company` in the Company menu: a submenu of the user's companies, only with more than one. */
export function SwitchCompanyMenu() {
  const { companies, switchTo } = useSwitchCompany();
  if (companies.length < 2) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Sub>
        <Menu.Sub.Target>
          <Menu.Sub.Item>
            <Trans>Switch company</Trans>
          </Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          {companies.map((company) => (
            <Menu.Item
              key={company.uuid}
              aria-current={company.current || undefined}
              fw={company.current ? 700 : undefined}
              onClick={() => switchTo(company.uuid)}
            >
              {company.name}
            </Menu.Item>
          ))}
        </Menu.Sub.Dropdown>
      </Menu.Sub>
    </>
  );
}

/** The same choice in the phone's navigation dialog: one entry per company, the current one marked. */
export function SwitchCompanyLinks({ onSwitched }: { onSwitched: () => void }) {
  const { t } = useLingui();
  const { companies, switchTo } = useSwitchCompany();
  if (companies.length < 2) return null;
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dark.6" mt="sm" component="h2">
        {t`Switch company`}
      </Text>
      {companies.map((company) => (
        <NavLink
          key={company.uuid}
          component="button"
          label={company.name}
          active={company.current}
          aria-current={company.current || undefined}
          onClick={() => (switchTo(company.uuid), onSwitched())}
        />
      ))}
    </>
  );
}
