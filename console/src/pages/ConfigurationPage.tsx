import { useLingui } from '@lingui/react/macro';
import { Badge } from '../ui/Badge';
import { Checkbox } from '../ui/Checkbox';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { EmptyState } from '../ui/EmptyState';
import { PageLoader } from '../ui/PageLoader';
import { ColumnStack } from '../ui/layout';
import { CannedRepliesSection } from '../modules/configuration/components/CannedRepliesSection';
import { DraftBar } from '../modules/configuration/components/DraftBar';
import { FieldDefinitionsEditor } from '../modules/configuration/components/FieldDefinitionsEditor';
import { InlineInputSection } from '../modules/configuration/components/InlineInputSection';
import { SettingsGroup } from '../modules/configuration/components/SettingsGroup';
import { TagListEditor } from '../modules/configuration/components/TagListEditor';
import { TagRulesEditor } from '../modules/configuration/components/TagRulesEditor';
import { useConfiguration } from '../modules/configuration/hooks/useConfiguration';
import { useLeaveGuard } from '../modules/configuration/hooks/useLeaveGuard';
import type { Section } from '../modules/configuration/utils/configurationDraft';
import { SECTION_TITLES } from '../modules/configuration/utils/sectionTitles';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { fieldName } from '../modules/people/utils/fieldName';

/**
 * Spec §2 Settings (/configuration, manageSettings), in two groups that each save one way (issue 50.9).
 * Fields, assignment and tags keep a draft: Apply saves every changed section at once, Cancel returns
 * to what was loaded, leaving with changes asks first, and the bar names the sections not applied.
 * Templates and canned replies are records each saved by its own dialog's Save: they sit in a group
 * of their own, with no Apply or Cancel, since those never touch them.
 */
export function ConfigurationPage() {
  const { t, i18n } = useLingui();
  const c = useConfiguration();
  useLeaveGuard(c.dirty, t`You have changes that are not applied. Leave this page and lose them?`);

  if (c.loading) return <PageLoader />;
  if (!c.draft) return <EmptyState title={t`The configuration could not be loaded`} description={t`Reload the page to try again.`} />;
  const draft = c.draft;
  const savedCustomerFields = draft.customerFields.filter((f) => !f.isNew).map((f) => ({ id: f.id, name: fieldName(f.name, i18n.locale) }));
  const notApplied = (section: Section) => (c.changed.includes(section) ? <Badge tone="warning">{t`Not applied`}</Badge> : undefined);
  const title = (section: Section) => i18n._(SECTION_TITLES[section]);

  return (
    <PeoplePage title={t`Configuration`} subtitle={t`Fields, tags, interactive information and canned replies for your workspace.`}>
      <ColumnStack $gap={6} $maxWidth={1080}>
        <SettingsGroup
          testId="configuration-draft"
          title={t`Fields, assignment and tags`}
          description={t`Changes here are kept on this page until you press Apply. Cancel puts back what was last applied.`}
          bar={<DraftBar changed={c.changed} valid={c.valid} applying={c.applying} onApply={() => void c.apply()} onCancel={c.cancel} />}
        >
          <CollapsibleSection
            defaultOpen
            title={title('customerFields')}
            description={t`Extra information kept for each customer, shown on profiles and used in filters.`}
            aside={notApplied('customerFields')}
          >
            <FieldDefinitionsEditor kind="customer" fields={draft.customerFields} onChange={(customerFields) => c.setDraft({ ...draft, customerFields })} />
          </CollapsibleSection>
          <CollapsibleSection title={title('agentFields')} description={t`Extra information kept for each agent.`} aside={notApplied('agentFields')}>
            <FieldDefinitionsEditor kind="agent" fields={draft.agentFields} onChange={(agentFields) => c.setDraft({ ...draft, agentFields })} />
          </CollapsibleSection>
          <CollapsibleSection
            defaultOpen
            title={title('assignOnReply')}
            description={t`Who owns a new conversation when nobody is assigned yet.`}
            aside={notApplied('assignOnReply')}
          >
            <Checkbox
              label={t`Replying to an unassigned conversation assigns it to the agent who replied`}
              description={t`So a visitor's first message is owned by whoever answers it. Internal notes do not assign.`}
              checked={draft.assignOnReply}
              onCheckedChange={(assignOnReply) => c.setDraft({ ...draft, assignOnReply })}
            />
          </CollapsibleSection>
          <CollapsibleSection
            title={title('tags')}
            description={t`Tags agents put on conversations; a tag can also assign the conversation to a team.`}
            aside={notApplied('tags')}
          >
            <TagRulesEditor tags={draft.tags} teams={c.teams} onChange={(tags) => c.setDraft({ ...draft, tags })} />
          </CollapsibleSection>
          <CollapsibleSection
            title={title('defaultCustomerTags')}
            description={t`Every new customer starts with these tags.`}
            aside={notApplied('defaultCustomerTags')}
          >
            <TagListEditor tags={draft.defaultCustomerTags} onChange={(defaultCustomerTags) => c.setDraft({ ...draft, defaultCustomerTags })} />
          </CollapsibleSection>
        </SettingsGroup>
        <SettingsGroup
          testId="configuration-records"
          title={t`Templates and canned replies`}
          description={t`Each one is saved as soon as you press Save in its dialog, and deleted at once. Apply and Cancel above do not change them.`}
        >
          <CollapsibleSection
            title={t`Inline Input`}
            description={t`Interactive information: forms agents send, or that are sent when a conversation starts or closes.`}
          >
            <InlineInputSection customerFields={savedCustomerFields} />
          </CollapsibleSection>
          <CollapsibleSection
            title={t`Canned Replies`}
            description={t`Saved replies agents insert by typing / and a short code in the composer: the workspace's, and your own.`}
          >
            <CannedRepliesSection canManageWorkspace />
          </CollapsibleSection>
        </SettingsGroup>
      </ColumnStack>
    </PeoplePage>
  );
}
