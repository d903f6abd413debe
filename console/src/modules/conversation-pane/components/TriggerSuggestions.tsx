import styled from 'styled-components';
import { MutedLine, truncate } from '../../../ui/textStyles';
import type { Suggestion } from '../hooks/useTriggerSuggestions';

export interface TriggerSuggestionsProps {
  listId: string;
  optionId: (index: number) => string;
  label: string;
  emptyText: string;
  items: readonly Suggestion[];
  active: number;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

/**
 * The list a trigger character opens above the composer: a listbox whose active option the
 * textarea names with aria-activedescendant, so focus stays in the text while arrows move.
 */
export function TriggerSuggestionList({ listId, optionId, label, emptyText, items, active, onPick, onHover }: TriggerSuggestionsProps) {
  return (
    <Panel data-testid="composer-suggestions">
      <List id={listId} role="listbox" aria-label={label}>
        {items.map((item, i) => (
          <Option
            key={item.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            $active={i === active}
            // Keeps the focus (and the caret) in the textarea.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => onHover(i)}
            onClick={() => onPick(i)}
          >
            <Line>
              <strong>{item.label}</strong>
              {item.badge && <Tag>{item.badge}</Tag>}
            </Line>
            {item.detail && <MutedLine as="div">{item.detail}</MutedLine>}
          </Option>
        ))}
      </List>
      {items.length === 0 && <Empty role="status">{emptyText}</Empty>}
    </Panel>
  );
}

const Panel = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.spacing(4)};
  right: ${({ theme }) => theme.spacing(4)};
  bottom: calc(100% - 4px);
  z-index: ${({ theme }) => theme.layer.dropdown};
  max-width: 480px;
  max-height: 280px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.medium};
`;
const List = styled.ul`
  margin: 0;
  padding: 4px;
  list-style: none;
  &:empty {
    display: none;
  }
`;
const Option = styled.li<{ $active: boolean }>`
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  cursor: pointer;
`;
const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    ${truncate}
  }
`;
const Tag = styled.span`
  flex: none;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Empty = styled.div`
  padding: 10px 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
