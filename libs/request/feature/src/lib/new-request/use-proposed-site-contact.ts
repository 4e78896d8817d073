// The contact on site proposed for the chosen line or asset fills the contact fields, but only
// those the user has not typed in: empty, or still holding the previous proposal.
import { useSiteContact, type SiteContactOf } from '@portal/request-data-access';
import type { Session } from '@portal/shared-data-access-http';
import { useEffect, useRef } from 'react';

interface ContactFields {
  siteContactName: string;
  siteContactPhone: string;
}

export function useProposedSiteContact<V extends ContactFields>(session: Session, of: SiteContactOf | null, change: (edit: (values: V) => V) => void) {
  const proposed = useSiteContact(session, of);
  const previous = useRef<ContactFields>({ siteContactName: '', siteContactPhone: '' });
  useEffect(() => {
    if (!proposed) return;
    const next: ContactFields = { siteContactName: proposed.name ?? '', siteContactPhone: proposed.phone ?? '' };
    const was = previous.current;
    previous.current = next;
    const untouched = (value: string, before: string) => value === '' || value === before;
    change((v) => ({
      ...v,
      siteContactName: untouched(v.siteContactName, was.siteContactName) ? next.siteContactName : v.siteContactName,
      siteContactPhone: untouched(v.siteContactPhone, was.siteContactPhone) ? next.siteContactPhone : v.siteContactPhone,
    }));
  }, [proposed, change]);
}
