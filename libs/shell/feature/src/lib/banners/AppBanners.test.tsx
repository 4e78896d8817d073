import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderShell } from '../test-utils';
import { AppBanners } from './AppBanners';

it('shows the commercial block with phone and email buttons when the contact has them', async () => {
  await renderShell(<AppBanners />, { blocked: true, contact: { phone: '+31 20 123 4567', email: 'verhuur@atlas.test' } });
  const banner = await screen.findByRole('region', { name: 'Your account is commercially blocked' });
  expect(await screen.findByRole('link', { name: 'Call +31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
  expect(screen.getByRole('link', { name: 'Email verhuur@atlas.test' })).toHaveAttribute('href', 'mailto:verhuur@atlas.test');
  expect(banner).toBeInTheDocument();
});

it('shows the block without buttons when there are no contact details', async () => {
  await renderShell(<AppBanners />, { blocked: true });
  await screen.findByRole('region', { name: 'Your account is commercially blocked' });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('shows the availability text as text', async () => {
  await renderShell(<AppBanners />, { availability: { status: 'UP', bannerText: '<img src=x onerror=alert(1)>' } });
  const banner = await screen.findByRole('region', { name: 'Important message' });
  expect(banner).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(banner.querySelector('img')).toBeNull();
});

it('shows nothing when all is well', async () => {
  const { container } = await renderShell(<AppBanners />);
  expect(container.querySelector('[role=region]')).toBeNull();
});
