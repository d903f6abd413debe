import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from './visuallyHidden';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control in red; also marks the control invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Extra content on the label row (a "Forgot password?" link, say). */
  labelAside?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error wired together with ids, for every form control. */
export function Field({ label, error, hint, labelAside, hideLabel, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <Wrapper className={className}>
      <LabelRow $hidden={!!hideLabel}>
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </LabelRow>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      {hint && !error && <HintText id={hintId}>{hint}</HintText>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const LabelRow = styled.div<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/** The red line that says what is wrong; also for a problem of a whole group of fields (give it role="alert"). */
export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.danger};
`;

const HintText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
