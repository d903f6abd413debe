import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { RealtimeSocket, realtimeUrl, type ConnectionState } from '../utils/RealtimeSocket';

/**
 * Keeps the signed-in user's realtime connection and its state. Spec §4: after an error or a ping
 * failure it reconnects when the window regains focus; `retry` is the indicator's click.
 */
export function useRealtimeConnection(): { state: ConnectionState; retry: () => void } {
  const { user, expired } = useSession();
  const { i18n } = useLingui();
  const [state, setState] = useState<ConnectionState>('initial');
  const socketRef = useRef<RealtimeSocket | null>(null);
  const langRef = useRef(i18n.locale);
  useEffect(() => {
    langRef.current = i18n.locale;
  }, [i18n.locale]);
  const udId = user?.udId;

  useEffect(() => {
    if (!udId) return undefined;
    const socket = new RealtimeSocket({
      url: realtimeUrl(),
      udId,
      lang: () => langRef.current,
      onStateChange: setState,
      onUnauthorized: expired,
    });
    socketRef.current = socket;
    socket.connect();

    const reconnect = () => socket.retryIfFailed();
    const onVisible = () => document.visibilityState === 'visible' && reconnect();
    window.addEventListener('focus', reconnect);
    window.addEventListener('online', reconnect);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', reconnect);
      window.removeEventListener('online', reconnect);
      document.removeEventListener('visibilitychange', onVisible);
      socket.dispose();
      socketRef.current = null;
      setState('initial');
    };
  }, [udId, expired]);

  const retry = useCallback(() => socketRef.current?.retry(), []);
  return { state, retry };
}
