import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { ExportCsvButton } from './ExportCsvButton';

/** A promise the test settles by hand. */
function deferred() {
  let resolve = () => undefined as void;
  let reject = (_error: Error) => undefined as void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('is busy while the export runs', async () => {
  const run = deferred();
  const onExport = vi.fn(() => run.promise);
  const { container } = renderWithUi(<ExportCsvButton onExport={onExport} />);
  const button = screen.getByRole('button', { name: 'Export CSV' });
  await userEvent.click(button);
  expect(onExport).toHaveBeenCalledOnce();
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('data-loading', 'true');
  run.resolve();
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('says so when the export fails, without throwing, and clears that on the next try', async () => {
  const first = deferred();
  const onExport = vi.fn(() => first.promise);
  const { container } = renderWithUi(<ExportCsvButton onExport={onExport} label="Download list" />);
  await userEvent.click(screen.getByRole('button', { name: 'Download list' }));
  first.reject(new Error('HTTP 500 at /api/contracts.csv'));
  expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Try again.');
  expect(screen.queryByText(/HTTP 500/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download list' })).toHaveAccessibleDescription('The export failed. Try again.');
  await expectNoAxeViolations(container);

  onExport.mockResolvedValueOnce(undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Download list' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});
