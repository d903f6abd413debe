import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { bareIconButtonStyles, ControlBox, controlStyles } from './controlStyles';
import { Field } from './Field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  labelAside?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; password inputs get a show/hide toggle. */
export function Input({ label, error, hint, labelAside, id, type = 'text', className, ...rest }: InputProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} id={id} className={className}>
      {(control) => (
        <ControlBox>
          <Control {...rest} {...control} type={isPassword && revealed ? 'text' : type} $withToggle={isPassword} />
          {isPassword && (
            <Toggle
              type="button"
              onClick={() => setRevealed((v) => !v)}
              aria-label={revealed ? t`Hide password` : t`Show password`}
              aria-pressed={revealed}
              aria-controls={control.id}
            >
              {revealed ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
            </Toggle>
          )}
        </ControlBox>
      )}
    </Field>
  );
}

const Control = styled.input<{ $withToggle: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme, $withToggle }) => ($withToggle ? theme.spacing(10) : theme.spacing(3))};
`;

const Toggle = styled.button`
  ${bareIconButtonStyles}
  position: absolute;
  right: ${({ theme }) => theme.spacing(1)};
  width: 32px;
  height: 32px;
  color: ${({ theme }) => theme.colors.textSubtle};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
