import { randomUUID } from 'node:crypto';

/** Server-made keys only: letters, digits, dash and underscore segments; never `..`. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${key}`);
}

/** A fresh key in the workspace's folder; nothing about it comes from the client. */
export const newStorageKey = (workspaceId: string): string => `${workspaceId}/${randomUUID()}`;
