import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { ExportButtons } from './ExportButtons';

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

it('offers Excel and CSV, and is busy in the chosen format while the export runs', async () => {
  const run = deferred();
  const onExport = vi.fn(() => run.promise);
  const { container } = renderWithUi(<ExportButtons onExport={onExport} />);
  const excel = screen.getByRole('button', { name: 'Export Excel' });
  const csv = screen.getByRole('button', { name: 'Export CSV' });
  await userEvent.click(excel);
  expect(onExport).toHaveBeenCalledExactlyOnceWith('xlsx');
  expect(excel).toHaveAttribute('data-loading', 'true');
  expect(csv).toBeDisabled();
  run.resolve();
  await waitFor(() => expect(csv).toBeEnabled());
  expect(excel).toBeEnabled();
  await userEvent.click(csv);
  expect(onExport).toHaveBeenLastCalledWith('csv');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('says so when the export fails, without throwing, and clears that on the next try', async () => {
  const first = deferred();
  const onExport = vi.fn(() => first.promise);
  const { container } = renderWithUi(<ExportButtons onExport={onExport} />);
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  first.reject(new Error('HTTP 500 at /api/contracts.csv'));
  expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Try again.');
  expect(screen.queryByText(/HTTP 500/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription('The export failed. Try again.');
  await expectNoAxeViolations(container);

  onExport.mockResolvedValueOnce(undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});
