import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDot } from 'lucide-react';
import styled from 'styled-components';
import { INTL_LOCALE } from '../../../shared/dateFormat';
import { asLocale } from '../../../shared/i18n';
import { Button } from '../../../ui/Button';
import type { Section } from '../utils/configurationDraft';
import { SECTION_ORDER, SECTION_TITLES } from '../utils/sectionTitles';

export interface DraftBarProps {
  /** The sections whose edits are not applied yet. */
  changed: readonly Section[];
  valid: boolean;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/**
 * Apply and Cancel for the sections that keep a draft, saying which of them hold edits that are not
 * applied (and that there are none), so nobody takes Cancel for undoing more than those.
 */
export function DraftBar({ changed, valid, applying, onApply, onCancel }: DraftBarProps) {
  const { t, i18n } = useLingui();
  const dirty = changed.length > 0;
  const names = SECTION_ORDER.filter((s) => changed.includes(s)).map((s) => i18n._(SECTION_TITLES[s]));
  const list = new Intl.ListFormat(INTL_LOCALE[asLocale(i18n.locale)], { type: 'conjunction' }).format(names);
  return (
    <Bar $dirty={dirty} data-testid="configuration-draft-bar">
      <Status role="status">
        {dirty ? <CircleDot size={18} aria-hidden /> : <CircleCheck size={18} aria-hidden />}
        <span>
          <strong>{dirty ? t`Unsaved changes to ${list}` : t`No unsaved changes to fields, assignment or tags`}</strong>
          <Hint>
            {dirty
              ? valid
                ? t`Apply saves them; Cancel puts back what was last applied.`
                : t`Fix the fields marked in red before applying.`
              : t`Edits in these sections wait here until you apply them.`}
          </Hint>
        </span>
      </Status>
      <Actions>
        <Button variant="secondary" disabled={!dirty || applying} onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button disabled={!dirty || !valid} loading={applying} onClick={onApply}>
          {t`Apply`}
        </Button>
      </Actions>
    </Bar>
  );
}

const Bar = styled.div<{ $dirty: boolean }>`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme, $dirty }) => ($dirty ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme, $dirty }) => ($dirty ? theme.colors.warningSoft : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadow.small};
  svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme, $dirty }) => ($dirty ? theme.colors.warning : theme.colors.success)};
  }
`;

const Status = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Hint = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.spacing(2)};
`;
