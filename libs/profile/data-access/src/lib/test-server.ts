// The profile call tests' MSW server, on the user-management service's address.
import { createCallTestServer } from '@portal/shared-data-access-http/testing';

export const { base, seen, server, api, answer, useTestServer } = createCallTestServer('http://api.test/api/usermgmt', 'apiUrlUsermgmt');
