import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuerySchema } from './common';
import { filterDrift } from './filter-drift';
import { dbIdSchema, searchTextSchema } from './overview';
import { param, searchSchema } from './search-params';

const contract = pageQuerySchema.extend({ status: z.enum(['open', 'closed']).optional(), projectId: dbIdSchema.optional(), q: searchTextSchema.optional() });

describe('filterDrift', () => {
  it('finds nothing when the URL parser reads the contract filters the way the API does', () => {
    const parser = searchSchema({ page: param.page, status: param.oneOf(['open', 'closed']), projectId: param.id, q: param.text });
    expect(filterDrift(parser, contract)).toEqual([]);
  });

  it('names a filter the contract has and the portal does not, and the other way round', () => {
    const parser = searchSchema({ page: param.page, status: param.oneOf(['open', 'closed']), projectId: param.id, from: param.date });
    expect(filterDrift(parser, contract)).toEqual([
      "`q` is in the contract, not in the portal's URL parser",
      "`from` is in the portal's URL parser, not in the contract",
    ]);
  });

  it('names a value the two read differently, such as a status only one side knows', () => {
    const parser = searchSchema({ page: param.page, status: param.oneOf(['open']), projectId: param.id, q: param.text });
    expect(filterDrift(parser, contract)).toEqual(['`status`="closed": the portal reads undefined, the API "closed"']);
  });

  it('leaves out the params only the screen keeps', () => {
    const parser = searchSchema({ page: param.page, status: param.oneOf(['open', 'closed']), projectId: param.id, q: param.text, view: param.oneOf(['map']) });
    expect(filterDrift(parser, contract)).toHaveLength(1);
    expect(filterDrift(parser, contract, { portalOnly: ['view'] })).toEqual([]);
  });
});
