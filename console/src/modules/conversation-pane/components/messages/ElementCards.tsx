import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import { safeHref } from '../../utils/links';
import type { MessageMeta } from '../../utils/types';

/** Rich element cards (meta.type 11): thumbnail, title, description and their actions. */
export function ElementCards({ element }: { element: NonNullable<MessageMeta['element']> }) {
  return (
    <Cards>
      {element.elements.map((card, i) => {
        const thumb = card.thumbnailUrl ? safeHref(card.thumbnailUrl) : null;
        return (
          <Card key={i}>
            {thumb && <Thumb src={thumb} alt="" loading="lazy" />}
            <Body>
              <Title>{card.title}</Title>
              {card.description && <Description>{card.description}</Description>}
            </Body>
            {(card.actions ?? []).map((action, j) => {
              const href = action.actionContent.url ? safeHref(action.actionContent.url) : null;
              return href ? (
                <Action key={j} as="a" href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {action.title} <ExternalLink size={12} aria-hidden />
                </Action>
              ) : (
                <Action key={j} as="span" title={action.actionContent.text}>
                  {action.title}
                </Action>
              );
            })}
          </Card>
        );
      })}
    </Cards>
  );
}

const Cards = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 100%;
  overflow-x: auto;
`;
const Card = styled.div`
  display: flex;
  flex-direction: column;
  flex: none;
  width: 220px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
const Thumb = styled.img`
  width: 100%;
  height: 110px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Body = styled.div`
  padding: ${({ theme }) => theme.spacing(3)};
`;
const Title = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Description = styled.div`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Action = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  padding: ${({ theme }) => theme.spacing(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
`;
