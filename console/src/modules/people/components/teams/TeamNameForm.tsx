import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Input } from '../../../../ui/Input';
import { teamNameProblem } from '../../utils/teamRules';

export interface TeamNameFormProps {
  initial: string;
  /** The other teams: a name must differ from theirs (spec §5). */
  teams: readonly { id: string; name: string }[];
  exceptId?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
  testId: string;
}

/** A team name with its rule: required and unique among the other teams ('Team name already exists'). */
export function TeamNameForm({ initial, teams, exceptId, submitLabel, onSubmit, onCancel, testId }: TeamNameFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Form
      noValidate
      data-testid={testId}
      onSubmit={async (e) => {
        e.preventDefault();
        const found = teamNameProblem(name, teams, exceptId);
        setProblem(found === 'required' ? t`Please enter a team name` : found === 'duplicate' ? t`Team name already exists` : null);
        if (found) return;
        setBusy(true);
        const ok = await onSubmit(name.trim());
        setBusy(false);
        if (!ok) setProblem(null);
      }}
    >
      <Grow>
        <Input label={t`Team name`} value={name} onChange={(e) => setName(e.target.value)} error={problem} autoFocus name="teamName" />
      </Grow>
      <Buttons>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t`Cancel`}
          </Button>
        )}
        <Button type="submit" loading={busy} disabled={name.trim() === initial.trim() && initial !== ''}>
          {submitLabel}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Grow = styled.div`
  flex: 1;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  /* Line up with the input under its label. */
  margin-top: 22px;
`;
