import { clientTermsOf, clientTermsSchema, type ClientTerms } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit } from '../../../lib/audit';
import { CLIENT_UID } from '../../../lib/clients';
import { parseOrThrow } from '../../../lib/validation';

/** The client's columns that hold its fee and guarantee terms. */
export const CLIENT_TERMS_FIELDS = ['feeType', 'feePercent', 'feeFixedAmount', 'feeCurrency', 'guaranteeDays'];

/** The audit action of a change of a client's terms. */
export const CLIENT_TERMS_AUDIT_ACTION = 'client-terms';

/**
 * A client row's fee and guarantee terms as staff read them (the contract's `clientTermsOf`: the defaults, 20 % and
 * 90 days, where none are stored). PostgreSQL hands decimals back as text: they are read as numbers first.
 */
export function termsOfRow(row: Record<string, unknown>): ClientTerms {
  const number = (value: unknown) => (value == null || value === '' ? null : Number(value));
  return clientTermsOf({
    feeType: row.feeType,
    feePercent: number(row.feePercent),
    feeFixedAmount: number(row.feeFixedAmount),
    feeCurrency: row.feeCurrency ?? '',
    guaranteeDays: number(row.guaranteeDays),
  });
}

/**
 * PUT /clients/:documentId/terms `{ data: ClientTerms }` (docs/025-placements.md "Offers and placements"; the
 * contract's `clientTermsSchema`; `placements.manage`, Admin): the fee (a percentage of the annual salary, or a fixed
 * amount, which then needs its amount) and the guarantee days that placements of this client will get (placements
 * made before keep theirs). Audited `client-terms` with the new terms (no personal data).
 * @returns the client's terms.
 * @throws ValidationError (400); NotFoundError (404).
 */
export async function updateClientTerms(
  strapi: Core.Strapi,
  documentId: string,
  data: unknown,
  actor: string,
): Promise<ClientTerms> {
  const input = parseOrThrow(clientTermsSchema, data);
  if (input.feeType === 'fixed' && input.feeFixedAmount == null) {
    throw new errors.ValidationError('Missing or invalid fields: feeFixedAmount.', {
      errors: [{ path: ['feeFixedAmount'], message: 'Enter the fixed fee.', name: 'ValidationError' }],
    });
  }
  return strapi.db.transaction(async () => {
    const client = (await strapi.db.query(CLIENT_UID).findOne({ where: { documentId }, select: ['id'] })) as {
      id: number;
    } | null;
    if (!client) throw new errors.NotFoundError('Client not found');
    const stored = {
      feeType: input.feeType,
      feePercent: input.feePercent,
      feeFixedAmount: input.feeType === 'fixed' ? input.feeFixedAmount : null,
      feeCurrency: input.feeCurrency || null,
      guaranteeDays: input.guaranteeDays,
    };
    await strapi.db.query(CLIENT_UID).update({ where: { id: client.id }, data: { ...stored, updatedAt: new Date() } });
    await recordAudit(strapi, {
      action: CLIENT_TERMS_AUDIT_ACTION,
      subjectType: CLIENT_UID,
      subjectId: documentId,
      actor,
      details: stored,
    });
    return termsOfRow(stored);
  });
}

/** The module's functions as Strapi's service `api::client.client-terms`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  update: (documentId: string, data: unknown, actor: string) => updateClientTerms(strapi, documentId, data, actor),
});
