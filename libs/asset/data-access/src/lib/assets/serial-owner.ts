import type { ApiClient, Session } from '@portal/shared-data-access-http';
import { fetchAssets } from './asset-list';

/**
 * The asset (archived ones too) that already has this serial, for a `serial_taken` refusal: the
 * API's detail names it in English, the form names it in the user's language. Null when it is not
 * found (e.g. the other asset's serial changed meanwhile) or the lookup fails.
 */
export async function findAssetBySerial(api: ApiClient, session: Session, serial: string, exceptId?: number): Promise<{ id: number; name: string } | null> {
  const wanted = serial.trim().toLowerCase();
  try {
    const page = await fetchAssets(api, session, { q: serial.trim(), archived: true });
    const found = page.items.find((a) => a.serial.trim().toLowerCase() === wanted && a.id !== exceptId);
    return found ? { id: found.id, name: found.name } : null;
  } catch {
    return null;
  }
}
