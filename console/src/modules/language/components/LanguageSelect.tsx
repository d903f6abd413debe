import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { asLocale, HTML_LANG, LANGUAGE_ENDONYMS, locales, type Locale } from '../../../shared/i18n';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useChangeLanguage } from '../hooks/useChangeLanguage';

/** The compact switch of the public pages: each language named in itself (English, 繁體中文, 简体中文). */
export function LanguageSelect() {
  const { t, i18n } = useLingui();
  const changeLanguage = useChangeLanguage();
  const id = useId();
  const current = asLocale(i18n.locale);

  return (
    <Wrapper>
      <Label htmlFor={id}>{t`Language`}</Label>
      <Globe size={16} aria-hidden />
      <Control id={id} value={current} onChange={(e) => void changeLanguage(e.target.value as Locale)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={HTML_LANG[locale]}>
            {LANGUAGE_ENDONYMS[locale]}
          </option>
        ))}
      </Control>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    position: absolute;
    left: 10px;
    pointer-events: none;
  }
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Control = styled.select`
  height: 34px;
  padding: 0 ${({ theme }) => theme.spacing(3)} 0 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
