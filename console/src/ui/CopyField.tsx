import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { Button } from './Button';
import { controlStyles } from './controlStyles';
import { Field } from './Field';
import { useCopy } from './useCopy';

/** A value to hand to another system (a callback URL, a token): read-only, selectable, with Copy. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const { t } = useLingui();
  const { canCopy, copied, copy } = useCopy();
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Row>
          <Value {...control} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
          {canCopy && (
            <Button variant="secondary" icon={copied ? <Check size={14} /> : <Copy size={14} />} onClick={() => void copy(value)}>
              {copied ? t`Copied` : t`Copy`}
            </Button>
          )}
        </Row>
      )}
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Value = styled.input`
  ${controlStyles};
  flex: 1;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
