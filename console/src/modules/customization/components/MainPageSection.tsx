import { useLingui } from '@lingui/react/macro';
import { APP_LANGS, type AppLang, type WidgetModuleName } from '@parley/protocol';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/Field';
import { IconButton } from '../../../ui/IconButton';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { hiddenModules, moveModule } from '../utils/customizationDraft';
import type { SectionProps } from './AppearanceSection';
import { Group, GroupTitle, Hint, LocalizedTextField, Stack, useLanguageNames } from './formParts';
import { TwoColumns, WrapRow } from '../../../ui/layout';

function useModuleTexts(): Record<WidgetModuleName, { name: string; title: string; description: string }> {
  const { t } = useLingui();
  return {
    startConversation: { name: t`Start a conversation`, title: t`Start a conversation`, description: t`Our team will answer you here.` },
    conversationList: { name: t`Conversation list`, title: t`Your conversations`, description: t`None` },
    officeHour: { name: t`Office hours`, title: t`Office hours`, description: t`None` },
  };
}

/** Spec §3 main page: names and texts, and the modules of the landing page in their order. */
export function MainPageSection({ draft, onChange, lang, problems }: SectionProps) {
  const { t } = useLingui();
  const names = useLanguageNames();
  const modules = useModuleTexts();
  const hidden = hiddenModules(draft);
  const setModule = (index: number, patch: Partial<(typeof draft.moduleList)[number]>) =>
    onChange({ ...draft, moduleList: draft.moduleList.map((m, i) => (i === index ? { ...m, ...patch } : m)) });

  return (
    <Stack>
      <Group>
        <GroupTitle>{t`Landing page`}</GroupTitle>
        <TwoColumns>
          <Input
            label={t`Product name`}
            value={draft.productName}
            maxLength={60}
            onChange={(e) => onChange({ ...draft, productName: e.target.value })}
            error={problems.productName ? t`Give the widget a name.` : undefined}
            data-testid="product-name"
          />
          <Select
            label={t`Default language`}
            hint={t`Used until the visitor's page or browser names one.`}
            value={draft.defaultLang}
            options={APP_LANGS.map((l) => ({ value: l, label: names[l] }))}
            onChange={(defaultLang: AppLang) => onChange({ ...draft, defaultLang })}
          />
        </TwoColumns>
        <LocalizedTextField
          label={t`Greeting`}
          lang={lang}
          value={draft.title}
          onChange={(title) => onChange({ ...draft, title })}
          fallback={t`Hi there!`}
          maxLength={100}
          testId="landing-title"
        />
        <LocalizedTextField
          label={t`Landing description`}
          lang={lang}
          value={draft.landingPageDescription}
          onChange={(landingPageDescription) => onChange({ ...draft, landingPageDescription })}
          fallback={t`Ask us anything. We're here to help.`}
          multiline
          testId="landing-description"
        />
      </Group>
      <Group>
        <GroupTitle>{t`Modules`}</GroupTitle>
        <Hint>{t`The landing page shows these cards in this order.`}</Hint>
        {problems.moduleList && <ErrorText role="alert">{t`Keep at least one module.`}</ErrorText>}
        {draft.moduleList.map((entry, index) => (
          <ModuleCard key={entry.module} data-testid={`module-${entry.module}`}>
            <ModuleHead>
              <Position>{index + 1}</Position>
              <ModuleName>{modules[entry.module].name}</ModuleName>
              <IconButton
                label={t`Move up`}
                size={28}
                disabled={index === 0}
                icon={<ArrowUp size={16} />}
                onClick={() => onChange(moveModule(draft, index, -1))}
              />
              <IconButton
                label={t`Move down`}
                size={28}
                disabled={index === draft.moduleList.length - 1}
                icon={<ArrowDown size={16} />}
                onClick={() => onChange(moveModule(draft, index, 1))}
              />
              <IconButton
                label={t`Remove from the landing page`}
                size={28}
                icon={<X size={16} />}
                onClick={() => onChange({ ...draft, moduleList: draft.moduleList.filter((_, i) => i !== index) })}
              />
            </ModuleHead>
            <ModuleFields>
              <LocalizedTextField
                label={t`Title`}
                lang={lang}
                value={entry.title}
                onChange={(title) => setModule(index, { title })}
                fallback={modules[entry.module].title}
                maxLength={100}
              />
              <LocalizedTextField
                label={t`Description`}
                lang={lang}
                value={entry.description}
                onChange={(description) => setModule(index, { description })}
                fallback={modules[entry.module].description}
              />
            </ModuleFields>
          </ModuleCard>
        ))}
        {hidden.length > 0 && (
          <WrapRow $gap={2}>
            {hidden.map((m) => (
              <Button
                key={m}
                variant="secondary"
                size="small"
                icon={<Plus size={16} aria-hidden />}
                onClick={() => onChange({ ...draft, moduleList: [...draft.moduleList, { module: m, title: {}, description: {} }] })}
              >
                {t`Add ${modules[m].name}`}
              </Button>
            ))}
          </WrapRow>
        )}
      </Group>
    </Stack>
  );
}

const ModuleCard = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const ModuleHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Position = styled.span`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const ModuleName = styled.span`
  flex: 1;
  margin-left: ${({ theme }) => theme.spacing(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const ModuleFields = styled(TwoColumns)`
  padding: ${({ theme }) => theme.spacing(3)};
`;
