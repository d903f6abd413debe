import styled from 'styled-components';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'small' | 'medium';
  className?: string;
}

/** A small set of mutually exclusive views (a radio group drawn as one pill): Chart | Table, preview states. */
export function SegmentedControl<V extends string>({ label, options, value, onChange, size = 'medium', className }: SegmentedControlProps<V>) {
  return (
    <Group role="radiogroup" aria-label={label} className={className}>
      {options.map((o) => (
        <Segment key={o.value} type="button" role="radio" aria-checked={o.value === value} $size={size} onClick={() => onChange(o.value)}>
          {o.label}
        </Segment>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex: none;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const Segment = styled.button<{ $size: 'small' | 'medium' }>`
  flex: 1;
  height: ${({ $size }) => ($size === 'small' ? '24px' : '30px')};
  padding: 0 ${({ theme, $size }) => theme.spacing($size === 'small' ? 2 : 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  white-space: nowrap;
  cursor: pointer;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: ${({ theme }) => theme.shadow.small};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
