// E-invoices (issue 33): one invoice or credit note as Peppol BIS Billing 3.0 UBL, or several as one
// ZIP. An e-invoice without amounts is none: both need VIEW_DOCUMENTS and prices shown.
import { Readable } from 'node:stream';
import { documentZipQuerySchema, idParamsSchema, type DocumentType } from '@portal/shared-api-contract';
import { requireRight, type Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { forbidden, HttpProblem, notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { fileResponses } from '../../http/file-responses';
import { attachment, todayIso } from '../../lists/csv';
import { seesPrices } from '../../lib/prices';
import { documentDetail } from './document-detail';
import { loadParties, type Parties } from './einvoice/parties';
import { buildUbl } from './einvoice/ubl';
import { loadDocumentHeads } from './pdf/load';
import { zipStream } from './zip';
import { clientScope } from './filters';

const noEinvoice = (detail: string) => new HttpProblem(409, 'no_einvoice', 'Conflict', detail);
const hasEinvoice = (type: DocumentType) => type !== 'delivery_note';

function einvoiceTenant(request: { tenant?: Tenant }): Tenant {
  const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
  if (!seesPrices(tenant)) throw forbidden('prices_hidden', 'An e-invoice states amounts: it needs the right to see prices (VIEW_PRICES) and a client that shows them');
  return tenant;
}

async function partiesOf(db: Db, tenant: Tenant): Promise<Parties> {
  const parties = await loadParties(db, tenant);
  if (!parties) throw noEinvoice('The legal details an e-invoice needs (address, VAT number, Peppol address) are missing for this client or its opCo');
  return parties;
}

async function ubl(db: Db, tenant: Tenant, parties: Parties, id: number): Promise<string | null> {
  const detail = await documentDetail(db, id, clientScope(tenant), true);
  return detail && buildUbl(detail, parties);
}

export function einvoiceFileRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/documents/:id/ubl', {
    schema: {
      tags: ['overview'],
      summary: 'One invoice or credit note as a Peppol BIS Billing 3.0 (EN 16931) UBL 2.1 e-invoice; 403 without prices, 409 for a delivery note',
      params: idParamsSchema,
      response: fileResponses('application/xml', 'The UBL Invoice or CreditNote'),
    },
  }, async (request, reply) => {
    const tenant = einvoiceTenant(request);
    const [head] = await loadDocumentHeads(ctx.db, tenant, request.principal!.userId, [request.params.id]);
    if (!head) throw notFound();
    if (!hasEinvoice(head.type)) throw noEinvoice('A delivery note states no amounts and so has no e-invoice');
    const xml = await ubl(ctx.db, tenant, await partiesOf(ctx.db, tenant), head.id);
    if (xml === null) throw notFound();
    return attachment(reply, 'application/xml', `${head.number}.xml`).send(xml);
  });

  app.get('/documents/einvoices.zip', {
    schema: {
      tags: ['overview'],
      summary: `The e-invoices (UBL) of several documents in one ZIP, one <number>.xml per invoice or credit note (delivery notes have none); 404 when any id is not the selected client's`,
      querystring: documentZipQuerySchema,
      response: fileResponses('application/zip', 'One <number>.xml per invoice or credit note'),
    },
  }, async (request, reply) => {
    const tenant = einvoiceTenant(request);
    const { ids } = request.query;
    // All or nothing, as archive.zip: the ZIP starts only once every id is known to be the caller's.
    const heads = await loadDocumentHeads(ctx.db, tenant, request.principal!.userId, ids);
    if (heads.length !== ids.length) throw notFound('One or more documents were not found');
    const billed = heads.filter((head) => hasEinvoice(head.type));
    if (billed.length === 0) throw noEinvoice('None of these documents is an invoice or credit note: delivery notes have no e-invoice');
    const parties = await partiesOf(ctx.db, tenant);
    const zip = zipStream(billed.map((head) => ({
      name: `${head.number}.xml`,
      date: head.date,
      open: async () => Readable.from([Buffer.from((await ubl(ctx.db, tenant, parties, head.id)) ?? '')]),
    })));
    return attachment(reply, 'application/zip', `einvoices-${todayIso()}.zip`).send(zip);
  });
}
