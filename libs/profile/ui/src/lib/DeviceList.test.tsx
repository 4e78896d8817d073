import { benDevices, thisDevice } from '@portal/profile-util/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DeviceList } from './DeviceList';
import { ProfileSection } from './ProfileSection';

it('names each device by browser and system, marks this one and says when it was used', async () => {
  const { container } = renderWithUi(
    <ProfileSection title="Signed-in devices">
      <DeviceList devices={[...benDevices.items, { ...thisDevice, id: '0b1e0000-0000-4000-8000-000000000009', browser: null, current: false }]} />
    </ProfileSection>,
  );
  expect(screen.getByRole('region', { name: 'Signed-in devices' })).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'Chrome 131 on Windows 10',
    'Safari 18 on iOS 18.1',
    'Unknown browser',
    'Unknown browser on Windows 10',
  ]);
  expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
  expect(items.filter((item) => within(item).queryByText('This device'))).toHaveLength(1);
  const lastUsed = within(items[0]!).getByText(/^Last used:/).querySelector('time')!;
  expect(lastUsed).toHaveAttribute('dateTime', thisDevice.lastUsedAt);
  expect(lastUsed.textContent).toMatch(/^Nov 2[12], 2026, \d{1,2}:\d{2}\s[AP]M$/);
  await expectNoAxeViolations(container);
});

it('writes the dates as the user’s locale does', () => {
  renderWithUi(<DeviceList devices={[thisDevice]} />, { locale: 'de' });
  expect(screen.getByText(/^Signed in:/).querySelector('time')!.textContent).toMatch(/^20\.11\.2026, \d{2}:\d{2}$/);
});
