import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Attachments of unsent messages, kept in IndexedDB (idb-keyval) by localId so a reload can still
 * send them (localStorage holds only text). Every call fails soft: without IndexedDB the file is
 * simply not kept.
 */
export interface StoredFile {
  blob: Blob;
  name: string;
}

let store: UseStore | null | undefined;
function files(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('parley-send-queue', 'files');
  return store;
}

async function soft<T>(work: (s: UseStore) => Promise<T>): Promise<T | undefined> {
  const s = files();
  if (!s) return undefined;
  try {
    return await work(s);
  } catch {
    return undefined;
  }
}

export const fileStore = {
  put: (localId: string, file: Blob & { name?: string }) => soft((s) => set(localId, { blob: file, name: file.name ?? 'file' } satisfies StoredFile, s)),
  get: async (localId: string): Promise<(Blob & { name?: string }) | undefined> => {
    const stored = await soft((s) => get<StoredFile>(localId, s));
    if (!stored) return undefined;
    return new File([stored.blob], stored.name, { type: stored.blob.type });
  },
  remove: (localId: string) => soft((s) => del(localId, s)),
};
