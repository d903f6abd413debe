import { attachmentDisposition, csvChunks, csvLines } from '../csv';

async function all(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const c of chunks) out.push(c);
  return out;
}

async function* from<T>(items: T[]): AsyncGenerator<T> {
  for (const i of items) yield i;
}

describe('CSV', () => {
  it('quotes per RFC 4180 and ends every record with CRLF', () => {
    expect(csvLines([['a,b', 'say "hi"', 'line\nbreak', 'cr\rhere', 'plain', '報價單']])).toBe('"a,b","say ""hi""","line\nbreak","cr\rhere",plain,報價單\r\n');
  });

  it('neutralises formula cells but keeps numbers, booleans, dates and empties as data', () => {
    const when = new Date('2026-11-24T01:02:03.000Z');
    expect(csvLines([['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\tx', -5, 3.5, Number.NaN, true, false, when, null, undefined]])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-1,'@SUM(A1),'\tx,-5,3.5,,true,false,2026-11-24T01:02:03.000Z,,\r\n`,
    );
  });

  it('streams the BOM and header first, then rows in chunks of the asked size', async () => {
    const rows = from([[1], [2], [3], [4], [5]]);
    const chunks = await all(csvChunks(['n'], rows, { rowsPerChunk: 2 }));
    expect(chunks).toEqual(['\uFEFFn\r\n', '1\r\n2\r\n', '3\r\n4\r\n', '5\r\n']);
    expect(await all(csvChunks(['n'], from([]), { bom: false }))).toEqual(['n\r\n']);
  });

  it('names the attachment in ASCII and in UTF-8', () => {
    expect(attachmentDisposition('客戶 report.csv')).toBe(`attachment; filename="__ report.csv"; filename*=UTF-8''%E5%AE%A2%E6%88%B6%20report.csv`);
    expect(attachmentDisposition('a/b:c.csv', 'plain.csv')).toBe("attachment; filename=plain.csv; filename*=UTF-8''a%20b%20c.csv");
  });
});
