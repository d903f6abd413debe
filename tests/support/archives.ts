import { api, type Api, type Credentials } from './http';

// Message-history archives as the tests read them (tests/integration/message-export*.test.ts).
export interface ExportJson {
  id: string;
  from: string;
  to: string;
  includeVoice: boolean;
  includeFile: boolean;
  status: string;
  createDate: number;
  size: number | null;
  conversations: number;
  currentKey: boolean;
}

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Yesterday to tomorrow (UTC): today's messages, whatever the hour. */
export const RANGE = { from: day(-1), to: day(1) };

type ZipModule = typeof import('@zip.js/zip.js');
let zipModule: ZipModule | undefined;
async function zipjs(): Promise<ZipModule> {
  zipModule ??= await import('@zip.js/zip.js');
  zipModule.configure({ useWebWorkers: false });
  return zipModule;
}

/** The archive's entries, read with `password` (an AES zip refuses a wrong or missing one). */
export async function openZip(bytes: Buffer, password?: string): Promise<Map<string, Buffer>> {
  const zip = await zipjs();
  const reader = new zip.ZipReader(new zip.Uint8ArrayReader(new Uint8Array(bytes)), password === undefined ? {} : { password });
  const out = new Map<string, Buffer>();
  try {
    for (const entry of await reader.getEntries()) {
      if (entry.directory) continue;
      expect(entry.encrypted).toBe(true);
      out.set(entry.filename, Buffer.from(await entry.getData!(new zip.Uint8ArrayWriter())));
    }
  } finally {
    await reader.close();
  }
  return out;
}

/** The entry names of the archive's central directory, read without the password (they are not encrypted). */
export async function entryNames(bytes: Buffer): Promise<string[]> {
  const zip = await zipjs();
  const reader = new zip.ZipReader(new zip.Uint8ArrayReader(new Uint8Array(bytes)));
  try {
    return (await reader.getEntries()).map((e) => e.filename);
  } finally {
    await reader.close();
  }
}

export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Asks the job list until `id` is no longer pending (the job runs on its own). */
export async function settled(http: Api, creds: Credentials, id: string, timeoutMs = 30_000): Promise<ExportJson> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = await http.get<ExportJson[]>('/api/admin/report/message/export', creds);
    const job = list.body.data?.find((j) => j.id === id);
    if (job && job.status !== 'pending') return job;
    if (Date.now() > until) throw new Error(`export ${id} still ${job?.status ?? 'missing'}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function fetchArchive(url: string, creds: Credentials, id: string, http = api(url)) {
  const link = await http.post<string[]>('/api/admin/report/message/export/download', { id }, creds);
  expect(link.status).toBe(200);
  const res = await fetch(`${url}${link.body.data![0]}`, { headers: { authorization: `Bearer ${creds.token}` } });
  return { res, link: link.body.data![0]!, bytes: Buffer.from(await res.arrayBuffer()) };
}
