// The first screen's fr-BE texts (sign-in pages, header, cookie notice, error pages): what a visitor
// needs before signing in, without the other scopes' (issue 14). The rest: ../fr-BE.ts.
import { mergeCatalogues } from '../../merge-catalogues';

export const messages = mergeCatalogues(import.meta.glob('../../../locales/{app,auth,consent,shared,shell}/fr-BE.po', { eager: true }));
