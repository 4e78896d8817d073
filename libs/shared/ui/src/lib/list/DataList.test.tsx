import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '../../testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataList, FIRST_RENDER_ROWS } from './DataList';
import type { Column, RowKey } from './DataList.types';

interface Contract {
  id: string;
  number: string;
  site: string;
  status: 'active' | 'closed';
}

const contracts: Contract[] = [
  { id: 'a', number: 'C-1001', site: 'Antwerp', status: 'active' },
  { id: 'b', number: 'C-1002', site: 'Ghent', status: 'closed' },
  { id: 'c', number: 'C-1003', site: 'Liège', status: 'active' },
];

const columns: Column<Contract>[] = [
  { key: 'site', header: 'Site', cell: (c) => c.site },
  { key: 'number', header: 'Contract', cell: (c) => c.number, primary: true },
  { key: 'status', header: 'Status', cell: (c) => c.status, align: 'right' },
];

/** A DataList whose selection is real state; a closed contract cannot be selected. */
function Selectable({ initial = [], onChange }: { initial?: RowKey[]; onChange?: (next: Set<RowKey>) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set(initial));
  return (
    <DataList
      items={contracts}
      columns={columns}
      rowKey={(c) => c.id}
      caption="Contracts"
      isArchived={(c) => c.status === 'closed'}
      selection={{
        selected,
        onChange: (next) => {
          onChange?.(next);
          setSelected(next);
        },
        isSelectable: (c) => c.status !== 'closed',
        label: (c) => `Select contract ${c.number}`,
      }}
      rowActions={(c) => <button type="button">Open {c.number}</button>}
    />
  );
}

describe('on a phone (jsdom answers no to the desktop query)', () => {
  it('shows one card per item, titled by the primary column, the rest as terms', async () => {
    const { container } = renderWithUi(<Selectable />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Contracts' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = screen.getByRole('article', { name: 'C-1001' });
    expect(within(first).getAllByRole('term').map((d) => d.textContent)).toEqual(['Site', 'Status']);
    expect(within(first).getAllByRole('definition').map((d) => d.textContent)).toEqual(['Antwerp', 'active']);
    expect(within(first).getByRole('button', { name: 'Open C-1001' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('marks archived items in words', () => {
    renderWithUi(<Selectable />);
    expect(within(screen.getByRole('article', { name: 'C-1002' })).getByText('Archived')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'C-1001' })).queryByText('Archived')).not.toBeInTheDocument();
  });

  it('selects all selectable items of the page, and unselects them again', async () => {
    const onChange = vi.fn();
    renderWithUi(<Selectable onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect([...onChange.mock.lastCall![0]]).toEqual(['a', 'c']);
    expect(screen.getByRole('checkbox', { name: 'Select contract C-1001' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select contract C-1002' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select contract C-1002' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect([...onChange.mock.lastCall![0]]).toEqual([]);
  });
});

describe('on a desktop', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows a captioned table with a header per column and an Actions column', async () => {
    restore = setViewportWidth(1280);
    const { container } = renderWithUi(<Selectable />);
    const table = screen.getByRole('table', { name: 'Contracts' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Site', 'Contract', 'Status', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: /C-1001/ })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('greys archived rows and says so', () => {
    restore = setViewportWidth(1280);
    renderWithUi(<Selectable />);
    const archived = screen.getByRole('row', { name: /C-1002/ });
    expect(within(archived).getByText('Archived')).toBeInTheDocument();
    expect(archived).toHaveStyle({ color: 'var(--mantine-color-gray-7)' });
    expect(within(screen.getByRole('row', { name: /C-1001/ })).queryByText('Archived')).not.toBeInTheDocument();
  });

  it('keeps other pages selected and only toggles the selectable items of this page', async () => {
    restore = setViewportWidth(1280);
    const onChange = vi.fn();
    renderWithUi(<Selectable initial={['z-other-page', 'a']} onChange={onChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(selectAll);
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(['a', 'c', 'z-other-page']);
    expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    expect([...onChange.mock.lastCall![0]]).toEqual(['z-other-page']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select contract C-1003' }));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(['c', 'z-other-page']);
  });
});

describe('a long page (issue 14: its first render was the longest task on a phone)', () => {
  const many: Contract[] = Array.from({ length: 25 }, (_, i) => ({ id: `c${i}`, number: `C-${2000 + i}`, site: 'Antwerp', status: 'active' }));
  const list = (
    <DataList items={many} columns={columns} rowKey={(c) => c.id} caption="Contracts" selection={{ selected: new Set(), onChange: () => undefined, label: (c) => `Select contract ${c.number}` }} />
  );

  it('renders only the first rows in its first pass', () => {
    // The server renderer shows what a first pass commits: the deferred rows are not there yet.
    const markup = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <MantineProvider>{list}</MantineProvider>
      </I18nProvider>,
    );
    expect(markup.match(/<li/g)).toHaveLength(FIRST_RENDER_ROWS);
  });

  it('then every row, and select-all selects every item of the page', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DataList items={many} columns={columns} rowKey={(c) => c.id} caption="Contracts" selection={{ selected: new Set(), onChange, label: (c) => `Select contract ${c.number}` }} />,
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
    expect(onChange.mock.calls[0]?.[0].size).toBe(25);
  });
});
