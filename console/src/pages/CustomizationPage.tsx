import { useLingui } from '@lingui/react/macro';
import { APP_LANGS, type AppLang } from '@parley/protocol';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { EmptyState } from '../ui/EmptyState';
import { PageLoader } from '../ui/PageLoader';
import { useLeaveGuard } from '../modules/configuration/hooks/useLeaveGuard';
import { AppearanceSection } from '../modules/customization/components/AppearanceSection';
import { MainPageSection } from '../modules/customization/components/MainPageSection';
import { OfficeHourSection } from '../modules/customization/components/OfficeHourSection';
import { WidgetPreview } from '../modules/customization/components/WidgetPreview';
import { useCustomization } from '../modules/customization/hooks/useCustomization';
import { previewApplication } from '../modules/customization/utils/customizationDraft';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';

type Section = 'appearance' | 'main' | 'officeHour';

/**
 * Spec §2 widget customization (/customization, manageSettings): Appearance, Main page and Office
 * hour (one open at a time) beside a live preview of the real widget with the unsaved changes.
 * Save stores only what changed; open widgets on visitors' pages pick it up without a reload.
 */
export function CustomizationPage() {
  const { t, i18n } = useLingui();
  const c = useCustomization();
  const [section, setSection] = useState<Section | null>('appearance');
  const [lang, setLang] = useState<AppLang>(() => ((APP_LANGS as readonly string[]).includes(i18n.locale) ? (i18n.locale as AppLang) : 'en'));
  useLeaveGuard(c.dirty, t`You have changes that are not saved. Leave this page and lose them?`);
  const preview = useMemo(() => (c.view && c.draft ? previewApplication(c.view, c.draft, c.measured, new Date()) : null), [c.view, c.draft, c.measured]);

  if (c.loading) return <PageLoader />;
  if (!c.draft || !preview) {
    return <EmptyState title={t`The widget settings could not be loaded`} description={t`Reload the page to try again.`} />;
  }
  const props = { draft: c.draft, onChange: c.setDraft, lang, problems: c.problems };
  const accordion = (id: Section) => ({ open: section === id, onOpenChange: (open: boolean) => setSection(open ? id : null) });
  const invalid = Object.keys(c.problems).length > 0;

  return (
    <PeoplePage
      title={t`SDK customization`}
      subtitle={t`How the chat widget looks and what it says on your site. The preview shows your changes before you save them.`}
      actions={
        <>
          <Button variant="secondary" disabled={!c.dirty || c.saving} onClick={c.discard}>
            {t`Discard`}
          </Button>
          <Button disabled={!c.dirty || invalid} loading={c.saving} onClick={() => void c.save()}>
            {t`Save`}
          </Button>
        </>
      }
    >
      <Layout>
        <Sections>
          <CollapsibleSection {...accordion('appearance')} title={t`Appearance`} description={t`Theme colour, logos and the launcher.`}>
            <AppearanceSection {...props} />
          </CollapsibleSection>
          <CollapsibleSection {...accordion('main')} title={t`Main page`} description={t`The greeting, the texts and the modules of the landing page.`}>
            <MainPageSection {...props} />
          </CollapsibleSection>
          <CollapsibleSection {...accordion('officeHour')} title={t`Office hour`} description={t`When your team answers, and the response time shown.`}>
            <OfficeHourSection {...props} measured={c.measured} />
          </CollapsibleSection>
        </Sections>
        <Sticky>
          <WidgetPreview app={preview} lang={lang} onLangChange={setLang} />
        </Sticky>
      </Layout>
    </PeoplePage>
  );
}

const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(6)};
`;
const Sections = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
  max-width: 760px;
`;
const Sticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.spacing(4)};
`;
