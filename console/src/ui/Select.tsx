import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ControlBox, controlStyles } from './controlStyles';
import { Field } from './Field';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> {
  label: ReactNode;
  /** Hides the label visually but keeps it for assistive technology. */
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard, mobile and screen readers for free) with the design-system look. */
export function Select<V extends string = string>({ label, hideLabel, options, value, onChange, error, hint, id, className, ...rest }: SelectProps<V>) {
  return (
    <Field label={label} hideLabel={hideLabel} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <ControlBox>
          <Control {...rest} {...control} value={value} onChange={(e) => onChange(e.target.value as V)}>
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </Control>
          <Chevron size={16} aria-hidden />
        </ControlBox>
      )}
    </Field>
  );
}

const Control = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.spacing(9)};
  cursor: pointer;
`;

const Chevron = styled(ChevronDown)`
  position: absolute;
  right: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textSubtle};
  pointer-events: none;
`;
