import { parseLinks } from '@parley/protocol';

/** Text with its links opening in a new tab (spec §9), the console's rule; React elements, never innerHTML. */
export function MessageText({ text }: { text: string }) {
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
