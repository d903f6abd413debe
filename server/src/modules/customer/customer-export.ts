import type { EntityManager } from 'typeorm';
import { csvChunks, csvDownload, type CsvValue, type Download } from '../../common/csv';
import type { CustomFieldDefinition } from '../setting/custom-fields';
import { formatClock } from '../message/transcript-export';
import { CUSTOMER_COLUMNS, platformReference, type CustomerRow } from './customer-query';

/** Customers read per query: the file streams, so 100,000 customers never sit in memory at once. */
export const EXPORT_PAGE = 500;

export interface CustomerExportQuery {
  /** WHERE over `customer c` (workspace, not archived, criteria), with its parameters. */
  where: string;
  params: unknown[];
  definitions: readonly CustomFieldDefinition[];
  timeZone: string;
  now: Date;
}

const BASE_HEADER = ['Id', 'Name', 'Email', 'Reference number', 'Subtitle', 'Bio', 'Creation date', 'Last activity', 'Tags', 'Conversations'];

/** A platform customer has no refId: the report names them as the console does, by number or platform name. */
function referenceCell(r: CustomerRow): string {
  const p = platformReference(r);
  if (!p) return '';
  if (p.platform === 'whatsapp') return `WhatsApp ${p.reference}`;
  return `${p.platform === 'facebook' ? 'Facebook' : 'Messaging provider'}: ${p.reference}`;
}

/**
 * The customer report (issue 7): a header row, then one row per customer of the filtered list,
 * newest first, with times in the workspace's time zone and a column per custom field (named in
 * English). UTF-8 with BOM, RFC 4180 quoting, formula cells neutralised (common/csv.ts). Pages
 * are read by keyset (created_at, id) as the consumer pulls, up to what existed when it started.
 */
export function openCustomerExport(m: EntityManager, q: CustomerExportQuery): Download {
  const header = [...BASE_HEADER, ...q.definitions.map((d) => d.name.en || d.id)];
  const clock = (at: Date | null) => (at ? formatClock(at, q.timeZone) : '');

  async function* rows(): AsyncGenerator<CsvValue[]> {
    let after: string | null = null;
    for (;;) {
      const params = [...q.params, q.now];
      const nowParam = `$${params.length}`;
      let keyset = '';
      if (after) {
        params.push(after);
        // The cursor is the last row itself, compared in SQL so no timestamp precision is lost.
        keyset = ` AND (c.created_at, c.id) < (SELECT b.created_at, b.id FROM customer b WHERE b.id = $${params.length})`;
      }
      params.push(EXPORT_PAGE);
      const page: CustomerRow[] = await m.query(
        `SELECT ${CUSTOMER_COLUMNS} FROM (
           SELECT * FROM customer c WHERE ${q.where} AND c.created_at <= ${nowParam}${keyset}
           ORDER BY c.created_at DESC, c.id DESC LIMIT $${params.length}
         ) c ORDER BY c.created_at DESC, c.id DESC`,
        params,
      );
      for (const r of page) {
        yield [
          r.id,
          r.display_name,
          r.email,
          r.ref_id ?? referenceCell(r),
          r.subtitle,
          r.bio,
          clock(r.created_at),
          clock(r.last_activity),
          r.tags.join(', '),
          Number(r.conversation_count),
          ...q.definitions.map((d) => {
            const v = r.fields?.[d.id]?.value;
            return typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);
          }),
        ];
      }
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }

  const stamp = formatClock(q.now, q.timeZone).slice(0, 10).replace(/-/g, '');
  return csvDownload(`customers-${stamp}.csv`, csvChunks(header, rows()));
}
