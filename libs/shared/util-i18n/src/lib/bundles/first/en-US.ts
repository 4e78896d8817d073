// The first screen's en-US texts (sign-in pages, header, cookie notice, error pages): what a visitor
// needs before signing in, without the other scopes' (issue 14). The rest: ../en-US.ts.
import { mergeCatalogues } from '../../merge-catalogues';

export const messages = mergeCatalogues(import.meta.glob('../../../locales/{app,auth,consent,shared,shell}/en-US.po', { eager: true }));
