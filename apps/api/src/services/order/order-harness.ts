// The set-up most order and mail test files share: one harness for the file and the order form's
// options read once. Read `file.h` and `file.options` inside the tests.
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness, type HarnessOptions } from '../../testing/harness';
import { formOptions } from './order-testing';

export function orderHarness(harnessOptions: HarnessOptions = {}): { h: Harness; options: OrderFormOptions } {
  const file = {} as { h: Harness; options: OrderFormOptions };
  beforeAll(async () => {
    file.h = await createHarness(harnessOptions);
    file.options = await formOptions(file.h);
  });
  afterAll(() => file.h?.close());
  return file;
}
