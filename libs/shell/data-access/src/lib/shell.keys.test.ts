import { expect, it } from 'vitest';
import { shellKeys } from './shell.keys';

it('nests list and detail keys under the domain root', () => {
  expect(shellKeys.list({ page: 1 }).slice(0, 1)).toEqual(shellKeys.all);
  expect(shellKeys.detail('42')).toEqual(['shell', 'detail', '42']);
});
