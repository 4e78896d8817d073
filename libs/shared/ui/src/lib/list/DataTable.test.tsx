import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi, setViewportWidth } from '../../testing';
import { DataList } from './DataList';
import type { Column } from './DataList.types';

interface Asset {
  id: number;
  name: string;
  serial: string;
  location: string;
  due: string;
}

const assets: Asset[] = [{ id: 1, name: 'Aggregaat 1', serial: 'GEN7685', location: 'Stationsplein, Rotterdam', due: '27 Nov 2026' }];
const columns: Column<Asset>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (a) => a.name },
  { key: 'serial', header: 'Serial number', priority: 3, cell: (a) => a.serial },
  { key: 'location', header: 'Location', priority: 2, cell: (a) => a.location },
  { key: 'due', header: 'Inspection due', cell: (a) => a.due },
];

// jsdom lays nothing out: a table is as wide as 100 px per column, its box as wide as the test says.
let boxWidth = 1000;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TABLE' ? this.querySelectorAll('thead th').length * 100 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
});
let restore = () => undefined as void;
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

const headers = () => within(screen.getByRole('table', { name: 'Assets' })).getAllByRole('columnheader').map((h) => h.textContent);
const renderAt = (width: number) => {
  boxWidth = width;
  restore = setViewportWidth(1280);
  return renderWithUi(<DataList items={assets} columns={columns} rowKey={(a) => a.id} caption="Assets" rowActions={() => <button type="button">Show on map</button>} />);
};

describe('a table that does not fit its box (issue 32)', () => {
  it('shows every column while they fit', () => {
    renderAt(500);
    expect(headers()).toEqual(['Name', 'Serial number', 'Location', 'Inspection due', 'Actions']);
  });

  it('leaves out the columns of the highest priority number first, then the next, never the essential ones', () => {
    renderAt(400);
    expect(headers()).toEqual(['Name', 'Location', 'Inspection due', 'Actions']);
  });

  it('keeps only the essential columns when nothing else fits', () => {
    renderAt(300);
    expect(headers()).toEqual(['Name', 'Inspection due', 'Actions']);
  });

  it('turns into cards, which show every column, when even the essential ones do not fit', () => {
    renderAt(250);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Assets' })).getByRole('article', { name: 'Aggregaat 1' });
    expect(within(card).getAllByRole('term').map((t) => t.textContent)).toEqual(['Serial number', 'Location', 'Inspection due']);
  });

  it('never breaks a word inside itself in a cell', () => {
    renderAt(500);
    expect(screen.getByRole('table', { name: 'Assets' })).toHaveStyle({ wordBreak: 'normal', overflowWrap: 'normal' });
  });
});
