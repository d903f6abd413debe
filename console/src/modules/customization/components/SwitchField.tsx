import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  testId?: string;
}

/** An on/off setting (role switch: read as "on" or "off", toggled by Space or Enter like any button). */
export function SwitchField({ label, description, checked, onCheckedChange, testId }: SwitchFieldProps) {
  const id = useId();
  return (
    <Row>
      <Track
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={description ? `${id}-d` : undefined}
        onClick={() => onCheckedChange(!checked)}
        data-testid={testId}
      >
        <Thumb aria-hidden $on={checked} />
      </Track>
      <Text>
        <label htmlFor={id}>{label}</label>
        {description && <Description id={`${id}-d`}>{description}</Description>}
      </Text>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  label {
    cursor: pointer;
  }
`;
const Track = styled.button`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  margin-top: 1px;
  padding: 0;
  border: 0;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $on }) => ($on ? '18px' : '2px')};
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  transition: left 0.15s ease;
`;
const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
