import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '../../testing';
import { ListLayout } from './ListLayout';

const layout = (
  <ListLayout
    filters={<label>Status<input /></label>}
    activeFilterCount={2}
    chips={<p>chips here</p>}
    toolbar={<button type="button">Export CSV</button>}
  >
    <p>the list</p>
  </ListLayout>
);

describe('on a phone', () => {
  it('puts the filters in a drawer behind a button that counts them', async () => {
    const { baseElement } = renderWithUi(layout);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByText('the list')).toBeInTheDocument();
    expect(screen.getByText('chips here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Filters \(2\)/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByLabelText('Status')).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says just "Filters" when none is set', () => {
    renderWithUi(
      <ListLayout filters={null} activeFilterCount={0}>
        list
      </ListLayout>,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('on a desktop', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows the filters in a side panel headed "Filters"', async () => {
    restore = setViewportWidth(1280);
    const { container } = renderWithUi(layout);
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(panel).getByRole('heading', { name: 'Filters', level: 2 })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByText('the list')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
