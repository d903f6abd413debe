import { ApiError } from '../../../../shared/rest';
import { downloadReport, downloadUrl, filenameFromDisposition } from '../reportDownload';

/** jsdom has no fetch Response: the few members the download reads. */
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => JSON.parse(body) as unknown,
    blob: async () => new Blob([body]),
  };
}

describe('report download (spec §7)', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="customers-2026-11-22.csv"', 'x.csv')).toBe('customers-2026-11-22.csv');
    expect(filenameFromDisposition('attachment; filename="a.csv"; filename*=UTF-8\'\'%E5%AE%A2%E6%88%B6.csv', 'x.csv')).toBe('客戶.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(filenameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(filenameFromDisposition(null, 'x.csv')).toBe('x.csv');
  });

  it('adds the client type to the query', () => {
    expect(downloadUrl('/api/admin/report/customer/download', { criteria: '["email has_value"]', operand: 'and' })).toBe(
      '/api/admin/report/customer/download?criteria=%5B%22email+has_value%22%5D&operand=and&clientType=26',
    );
  });

  it('saves the answer as a blob with the cookie session', async () => {
    const clicked: string[] = [];
    const create = jest.fn(() => 'blob:1');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const fetcher = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.credentials).toBe('same-origin');
      return answer(200, '\ufeffname\r\nAnn\r\n', { 'content-disposition': 'attachment; filename="agents.csv"' });
    });
    await expect(downloadReport('/r', 'report.csv', fetcher as unknown as typeof fetch)).resolves.toBe('agents.csv');
    expect(clicked).toEqual(['agents.csv']);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('raises the error envelope of a refusal', async () => {
    const fetcher = async () => answer(403, JSON.stringify({ error: { code: 403, message: 'Forbidden' } }));
    await expect(downloadReport('/r', 'report.csv', fetcher as unknown as typeof fetch)).rejects.toEqual(expect.any(ApiError));
    await expect(downloadReport('/r', 'report.csv', fetcher as unknown as typeof fetch)).rejects.toThrow('Forbidden');
  });
});
