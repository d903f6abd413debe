import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  description?: ReactNode;
  id?: string;
}

export function Checkbox({ label, checked, onCheckedChange, disabled, description, id }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <Row $disabled={!!disabled}>
      <Box id={controlId} checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} disabled={disabled} aria-describedby={descriptionId}>
        <RadixCheckbox.Indicator>
          <Check size={12} strokeWidth={3} aria-hidden />
        </RadixCheckbox.Indicator>
      </Box>
      <Text>
        <label htmlFor={controlId}>{label}</label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
    </Row>
  );
}

const Row = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2.5)};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  label {
    cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  }
`;

const Box = styled(RadixCheckbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 1px;
  padding: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &:disabled {
    cursor: not-allowed;
  }
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
