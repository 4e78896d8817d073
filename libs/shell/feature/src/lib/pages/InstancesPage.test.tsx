import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test-utils';
import { InstancesPage } from './InstancesPage';

describe('InstancesPage', () => {
  it('says "several companies" only to a user of several', async () => {
    await renderShell(<InstancesPage onChosen={vi.fn()} />, { otherClients: [{ externalUuid: '5eed0000-0000-4000-8000-000000000002', name: 'Northwind Infra B.V.' }] });
    expect(await screen.findByText('You work for several companies. Choose the one you want to act for now.')).toBeInTheDocument();
  });

  it('names the one company of a user of one', async () => {
    await renderShell(<InstancesPage onChosen={vi.fn()} />);
    expect(await screen.findByText('Your company: Northwind Bouw B.V.')).toBeInTheDocument();
    expect(screen.queryByText(/several companies/)).not.toBeInTheDocument();
  });
});
