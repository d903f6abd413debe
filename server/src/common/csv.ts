import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { stringify, type Options } from 'csv-stringify/sync';

/** Excel reads UTF-8 (Chinese included) reliably only with the byte order mark. */
export const BOM = '\uFEFF';

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Rows grouped into one written chunk: few enough writes, small enough memory. */
export const CSV_ROWS_PER_CHUNK = 500;

// A spreadsheet treats a cell starting with one of these as a formula (or, for tab and CR, as
// whitespace before one): an attacker-controlled name like `=HYPERLINK(...)` would run on open.
const FORMULA_START = /^[=+\-@\t\r]/;

/** OWASP CSV injection: a leading `'` makes the spreadsheet show the text instead of evaluating it. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 (quotes doubled, CRLF records) by csv-stringify; our rules are its casts: text is
 * neutralised against formulas, numbers and booleans are data and pass as they are (-5 stays -5),
 * dates become ISO 8601, null and undefined an empty cell.
 */
const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  // It quotes its own record delimiter (CRLF) only; a lone CR or LF in a cell must be quoted too.
  quoted_match: /[\r\n]/,
  cast: {
    string: neutralizeFormula,
    number: (n) => (Number.isFinite(n) ? String(n) : ''),
    boolean: (b) => (b ? 'true' : 'false'),
    date: (d) => d.toISOString(),
  },
};

/** Records as CSV text, each CRLF-terminated. */
export function csvLines(records: readonly (readonly CsvValue[])[]): string {
  return stringify(records as CsvValue[][], CSV_OPTIONS);
}

/**
 * The whole file as chunks of text: BOM and header first, then the rows grouped by
 * `rowsPerChunk`. Rows are pulled only as the consumer asks, so a large export never sits in
 * memory: pass an async generator that reads the database a page at a time.
 */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
  options: { bom?: boolean; rowsPerChunk?: number } = {},
): AsyncGenerator<string> {
  const per = options.rowsPerChunk ?? CSV_ROWS_PER_CHUNK;
  yield (options.bom === false ? '' : BOM) + csvLines([header]);
  let batch: (readonly CsvValue[])[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= per) {
      yield csvLines(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield csvLines(batch);
}

/** A file answer streamed to the client (CSV reports, transcripts). */
export interface Download {
  filename: string;
  /** Content-Disposition value. */
  disposition: string;
  contentType: string;
  chunks: AsyncIterable<string>;
}

/** Keeps a name usable as a file name on every system. */
export const fileSafe = (name: string, fallback = 'download') =>
  name
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100) || fallback;

/**
 * `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). `asciiName`
 * replaces the generated fallback when the caller has a better plain name than underscores.
 */
export function attachmentDisposition(filename: string, asciiName?: string): string {
  const name = fileSafe(filename);
  return contentDisposition(name, { type: 'attachment', fallback: asciiName ?? name.replace(/[^\x20-\x7e]/g, '_') });
}

/** A CSV download: `name.csv`, UTF-8 text/csv, the chunks of `csvChunks`. */
export function csvDownload(filename: string, chunks: AsyncIterable<string>): Download {
  return { filename, disposition: attachmentDisposition(filename), contentType: 'text/csv; charset=utf-8', chunks };
}

/**
 * Streams a download to the HTTP answer (the mechanism of the transcript export): headers, then
 * each chunk as the socket drains, with back-pressure. For a `raw: true` route:
 * `handler: async ({ res, ... }) => sendDownload(res, await services.x.export(...))`.
 */
export async function sendDownload(res: ServerResponse, download: Download): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', download.contentType);
  res.setHeader('Content-Disposition', download.disposition);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    await pipeline(Readable.from(download.chunks), res);
  } catch (err) {
    // The reader went away mid-download: nothing to answer, nothing broken on our side.
    if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  }
}
