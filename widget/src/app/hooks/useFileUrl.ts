import { useEffect, useState } from 'react';
import type { Message } from '../api/types';
import { widgetClient } from '../state/client';

/**
 * A URL the browser can show for a file message. Public URLs are used as they are; the download
 * route needs the visitor's token, so it is fetched with it and shown from a blob URL.
 */
export function useFileUrl(message: Message): { url?: string; failed: boolean } {
  const direct = message.meta.file?.fileUrl;
  // An attachment the server refused to fetch has no file: nothing to ask the download route for.
  const missing = Boolean(message.meta.failedAttachment);
  const needsAuth = !direct || direct.startsWith('/api/');
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ url: needsAuth ? undefined : direct, failed: missing });

  useEffect(() => {
    if (!needsAuth || missing) return undefined;
    let revoked = false;
    let objectUrl: string | undefined;
    const path = direct ?? `/api/message/download?messageId=${message.id}`;
    const { token, appKey } = widgetClient.credentials;
    fetch(path, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(appKey ? { 'x-api-key': appKey } : {}) } })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        if (revoked) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => !revoked && setState({ failed: true }));
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [direct, needsAuth, missing, message.id]);

  return state;
}
