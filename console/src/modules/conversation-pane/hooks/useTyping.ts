import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SendTypingMutation } from '../graphql/SendTyping.mutation';
import { activeTypists, applyTypingEvent, TYPING, TypingSender, type TypingEvent } from '../utils/typing';

/** Both directions of the typing indicator: our heartbeat out, others' markers in (expiring). */
export function useTyping(
  conversationId: string,
  internal: boolean,
): {
  onInput: (text: string) => void;
  onSent: () => void;
  receive: (event: TypingEvent) => void;
  typists: string[];
} {
  const [mutate] = useMutation(SendTypingMutation);
  const internalRef = useRef(internal);
  internalRef.current = internal;
  const sender = useMemo(
    () =>
      new TypingSender((status) => {
        mutate({ variables: { conversationId, status, time: TYPING.time, internal: internalRef.current } }).catch(() => undefined);
      }),
    [conversationId, mutate],
  );
  useEffect(() => () => sender.dispose(), [sender]);

  const [until, setUntil] = useState<Record<string, number>>({});
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setUntil({}), [conversationId]);
  const receive = useCallback((event: TypingEvent) => {
    setUntil((u) => applyTypingEvent(u, event, Date.now()));
    setNow(Date.now());
  }, []);
  const typists = activeTypists(until, now);
  useEffect(() => {
    if (typists.length === 0) return undefined;
    const next = Math.min(...typists.map((id) => until[id] ?? 0)) - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(50, next));
    return () => clearTimeout(timer);
  }, [typists, until]);

  return { onInput: useCallback((t: string) => sender.input(t), [sender]), onSent: useCallback(() => sender.sent(), [sender]), receive, typists };
}
