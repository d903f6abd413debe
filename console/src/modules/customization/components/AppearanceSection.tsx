import { useLingui } from '@lingui/react/macro';
import { LAUNCHER_ICON_BOX, LOGO_BOX, type AppConfig, type AppLang } from '@parley/protocol';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/Checkbox';
import { Input } from '../../../ui/Input';
import type { DraftProblem } from '../utils/customizationDraft';
import { Columns, Group, GroupTitle, Hint, LocalizedTextField, Stack } from './formParts';
import { LogoField } from './LogoField';
import { WrapRow } from '../../../ui/layout';

/** A few brand colours to start from; any #rrggbb may be typed. */
const SWATCHES = ['#6d78a5', '#2563eb', '#0f766e', '#16a34a', '#ea580c', '#dc2626', '#db2777', '#7c3aed', '#111827'];

export interface SectionProps {
  draft: AppConfig;
  onChange: (next: AppConfig) => void;
  lang: AppLang;
  problems: Partial<Record<DraftProblem, true>>;
}

/** Spec §3 appearance: theme colour, logos, the launcher's icon and text, or no launcher. */
export function AppearanceSection({ draft, onChange, lang, problems }: SectionProps) {
  const { t } = useLingui();
  const set = <K extends keyof AppConfig>(key: K, value: AppConfig[K]) => onChange({ ...draft, [key]: value });
  return (
    <Stack>
      <Group>
        <GroupTitle>{t`Theme colour`}</GroupTitle>
        <ColourRow>
          <Picker
            type="color"
            aria-label={t`Pick a theme colour`}
            value={/^#[0-9a-fA-F]{6}$/.test(draft.themeColorPrimary) ? draft.themeColorPrimary : '#6d78a5'}
            onChange={(e) => set('themeColorPrimary', e.target.value)}
          />
          <HexInput
            label={t`Hex value`}
            value={draft.themeColorPrimary}
            maxLength={7}
            onChange={(e) => set('themeColorPrimary', e.target.value.trim())}
            error={problems.colour ? t`Write a colour like #6d78a5.` : undefined}
            data-testid="theme-colour"
          />
        </ColourRow>
        <WrapRow $gap={2} role="group" aria-label={t`Suggested colours`}>
          {SWATCHES.map((c) => (
            <Swatch
              key={c}
              type="button"
              style={{ background: c }}
              aria-label={c}
              aria-pressed={draft.themeColorPrimary.toLowerCase() === c}
              onClick={() => set('themeColorPrimary', c)}
            />
          ))}
        </WrapRow>
        <Hint>{t`Where white text on the colour would be hard to read, the widget shows a deeper shade of it.`}</Hint>
      </Group>
      <Group>
        <GroupTitle>{t`Logos`}</GroupTitle>
        <Columns>
          <LogoField
            label={t`Landing page logo`}
            value={draft.landingPageLogo}
            onChange={(v) => set('landingPageLogo', v)}
            box={LOGO_BOX}
            testId="landing-logo"
          />
          <LogoField label={t`Conversation logo`} value={draft.startLogo} onChange={(v) => set('startLogo', v)} box={LOGO_BOX} testId="start-logo" />
          <LogoField label={t`Footer logo`} value={draft.companyLogo} onChange={(v) => set('companyLogo', v)} box={LOGO_BOX} testId="company-logo" />
        </Columns>
      </Group>
      <Group>
        <GroupTitle>{t`Launcher`}</GroupTitle>
        <Checkbox
          label={t`Remove the launcher`}
          description={t`Your page opens the chat itself, for example from its own button with Parley('show').`}
          checked={draft.conversationButtonRemove}
          onCheckedChange={(v) => set('conversationButtonRemove', v)}
        />
        {!draft.conversationButtonRemove && (
          <Columns>
            <LogoField
              label={t`Launcher icon`}
              value={draft.conversationButtonIcon}
              onChange={(v) => set('conversationButtonIcon', v)}
              box={LAUNCHER_ICON_BOX}
              testId="launcher-icon"
            />
            <LocalizedTextField
              label={t`Launcher text`}
              lang={lang}
              value={draft.conversationButtonText}
              onChange={(v) => set('conversationButtonText', v)}
              fallback={t`None: a round launcher`}
              maxLength={40}
              testId="launcher-text"
            />
          </Columns>
        )}
      </Group>
    </Stack>
  );
}

const ColourRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Picker = styled.input`
  width: 48px;
  height: 40px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;
const HexInput = styled(Input)`
  max-width: 160px;
`;
const Swatch = styled.button`
  width: 24px;
  height: 24px;
  border: 2px solid #fff;
  border-radius: 50%;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  &[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.text};
  }
`;
