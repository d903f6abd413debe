import type { TextPart } from '@parley/protocol';
import { useEffect, useState } from 'react';

/**
 * parseLinks keeps only written links, with a scheme or www. (the console's rule): text with
 * neither holds none, so the link finder is fetched only for text that may hold one.
 */
const MAY_HOLD_LINK = /https?:\/\/|www\./i;

type ParseLinks = (text: string) => TextPart[];
let parseLinks: ParseLinks | undefined;
let loading: Promise<void> | undefined;

function loadParseLinks(): Promise<void> {
  loading ??= import('./link-parts').then(
    (m) => {
      parseLinks = m.parseLinks;
    },
    (error: unknown) => {
      // Offline: the next message with a link tries again; until then its text shows plain.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Text with its links opening in a new tab (spec §9), the console's rule; React elements, never innerHTML. */
export function MessageText({ text }: { text: string }) {
  const mayHoldLink = MAY_HOLD_LINK.test(text);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (mayHoldLink && !parseLinks)
      loadParseLinks().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [mayHoldLink]);

  // Plain until the finder is here (a moment, the first time): the words show at once, their links follow.
  if (!mayHoldLink || !parseLinks) return <>{text}</>;
  return (
    <>
      {parseLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
