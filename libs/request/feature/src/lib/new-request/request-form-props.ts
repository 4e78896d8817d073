import type { NewRequestSearch } from '@portal/request-util';
import type { Session } from '@portal/shared-data-access-http';
import type { SentRequest } from './use-send-request';

/** Props of every request form: the session, the deep link, and what happens with the API's answer. */
export interface RequestFormProps {
  session: Session;
  search: NewRequestSearch;
  onSent: (sent: SentRequest) => void;
}
