import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { asLocale, HTML_LANG, LANGUAGE_ENDONYMS, type Locale } from '../../../shared/i18n';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useChangeLanguage } from '../hooks/useChangeLanguage';
import { useLanguageOptions } from '../hooks/useLanguageOptions';

export interface LanguageModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Switch language from the account menu: pick one, then Confirm. */
export function LanguageModal({ open, onOpenChange }: LanguageModalProps) {
  const { t, i18n } = useLingui();
  const current = asLocale(i18n.locale);
  const options = useLanguageOptions();
  const changeLanguage = useChangeLanguage();
  const [choice, setChoice] = useState<Locale>(current);
  const [saving, setSaving] = useState(false);

  const openChange = (next: boolean) => {
    if (next) setChoice(current);
    onOpenChange(next);
  };

  const confirm = async () => {
    setSaving(true);
    try {
      await changeLanguage(choice);
      onOpenChange(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title={t`Switch language`}
      description={t`The console will be shown in the language you choose.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => openChange(false)}>
            {t`Cancel`}
          </Button>
          <Button onClick={() => void confirm()} loading={saving}>
            {t`Confirm`}
          </Button>
        </>
      }
    >
      <Options role="radiogroup" aria-label={t`Language`}>
        {options.map((option) => {
          const selected = option.value === choice;
          return (
            <OptionLabel key={option.value} $selected={selected}>
              <input type="radio" name="language" value={option.value} checked={selected} onChange={() => setChoice(option.value)} />
              <OptionText>
                <span>{option.label}</span>
                {option.label !== LANGUAGE_ENDONYMS[option.value] && <Endonym lang={HTML_LANG[option.value]}>{LANGUAGE_ENDONYMS[option.value]}</Endonym>}
              </OptionText>
              {selected && <Check size={18} aria-hidden />}
            </OptionLabel>
          );
        })}
      </Options>
    </Modal>
  );
}

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const OptionLabel = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: none;
  }
  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const OptionText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Endonym = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
