import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorText } from '../../../ui/Field';
import { selectionState, WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_TYPES, eventLabel, withEvents } from '../utils/webhookEvents';

export interface WebhookEventPickerProps {
  selected: readonly string[];
  onChange: (events: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** The events a subscription asks for, grouped by what they are about, each with its type as the receiver sees it. */
export function WebhookEventPicker({ selected, onChange, error, disabled }: WebhookEventPickerProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const all = selectionState(selected, WEBHOOK_EVENT_TYPES);
  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Header>
        <Legend id={labelId}>{t`Events`}</Legend>
        <Checkbox
          label={t`Select all`}
          checked={all === 'all'}
          disabled={disabled}
          onCheckedChange={(on) => onChange(withEvents(selected, WEBHOOK_EVENT_TYPES, on))}
        />
      </Header>
      <Columns>
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <Column key={group.key} role="group" aria-label={i18n._(group.label)}>
            <GroupTitle aria-hidden>{i18n._(group.label)}</GroupTitle>
            {group.events.map((type) => (
              <Checkbox
                key={type}
                label={eventLabel(type, i18n)}
                description={<EventCode type={type} />}
                checked={selected.includes(type)}
                disabled={disabled}
                onCheckedChange={(on) => onChange(withEvents(selected, [type], on))}
              />
            ))}
          </Column>
        ))}
      </Columns>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Group>
  );
}

/** The type as the receiver sees it, breaking only after a dot when the column is narrow. */
function EventCode({ type }: { type: string }) {
  const [area, name] = type.split('.');
  return (
    <Code>
      {area}.<wbr />
      {name}
    </Code>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Legend = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2.5)};
  min-width: 0;
`;

const GroupTitle = styled.div`
  font-size: ${({ theme }) => theme.font.size.xsmall};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
