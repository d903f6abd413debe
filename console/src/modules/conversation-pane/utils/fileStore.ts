/**
 * Attachments of unsent messages, kept in IndexedDB by localId so a reload can still send them
 * (localStorage holds only text). Every call fails soft: without IndexedDB the file is simply not kept.
 */
const DB = 'parley-send-queue';
const STORE = 'files';

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(req.result);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        resolve(undefined);
      };
    } catch {
      db.close();
      resolve(undefined);
    }
  });
}

export interface StoredFile {
  blob: Blob;
  name: string;
}

export const fileStore = {
  put: (localId: string, file: Blob & { name?: string }) =>
    run('readwrite', (s) => s.put({ blob: file, name: file.name ?? 'file' } satisfies StoredFile, localId)),
  get: async (localId: string): Promise<(Blob & { name?: string }) | undefined> => {
    const stored = (await run('readonly', (s) => s.get(localId))) as StoredFile | undefined;
    if (!stored) return undefined;
    return new File([stored.blob], stored.name, { type: stored.blob.type });
  },
  remove: (localId: string) => run('readwrite', (s) => s.delete(localId)),
};
