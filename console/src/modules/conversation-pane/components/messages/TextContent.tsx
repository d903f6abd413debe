import styled from 'styled-components';
import { parseLinks } from '../../utils/links';

/** Message text with http(s) links opening in a new tab; rendered as elements, never as HTML. */
export function TextContent({ text }: { text: string }) {
  return (
    <Text>
      {parseLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;
