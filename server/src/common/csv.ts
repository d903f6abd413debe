import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Excel reads UTF-8 (Chinese included) reliably only with the byte order mark. */
export const BOM = '\uFEFF';

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Rows grouped into one written chunk: few enough writes, small enough memory. */
export const CSV_ROWS_PER_CHUNK = 500;

// A spreadsheet treats a cell starting with one of these as a formula (or, for tab and CR, as
// whitespace before one): an attacker-controlled name like `=HYPERLINK(...)` would run on open.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** OWASP CSV injection: a leading `'` makes the spreadsheet show the text instead of evaluating it. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell: text is neutralised against formulas, then quoted per RFC 4180 when it holds a comma,
 * a quote or a line break (quotes doubled). Numbers and booleans are data, never formulas, and pass
 * as they are (so -5 stays -5); dates become ISO 8601; null and undefined an empty cell.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutralizeFormula(value instanceof Date ? value.toISOString() : value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
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
  yield (options.bom === false ? '' : BOM) + csvLine(header);
  let buffer = '';
  let count = 0;
  for await (const row of rows) {
    buffer += csvLine(row);
    if (++count >= per) {
      yield buffer;
      buffer = '';
      count = 0;
    }
  }
  if (buffer) yield buffer;
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
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100) || fallback;

const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(filename: string): string {
  const ascii = fileSafe(filename).replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileSafe(filename))}`;
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
