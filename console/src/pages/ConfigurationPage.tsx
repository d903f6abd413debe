import { useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { EmptyState } from '../ui/EmptyState';
import { PageLoader } from '../ui/PageLoader';
import { ColumnStack } from '../ui/layout';
import { CannedRepliesSection } from '../modules/configuration/components/CannedRepliesSection';
import { FieldDefinitionsEditor } from '../modules/configuration/components/FieldDefinitionsEditor';
import { InlineInputSection } from '../modules/configuration/components/InlineInputSection';
import { TagListEditor } from '../modules/configuration/components/TagListEditor';
import { TagRulesEditor } from '../modules/configuration/components/TagRulesEditor';
import { useConfiguration } from '../modules/configuration/hooks/useConfiguration';
import { useLeaveGuard } from '../modules/configuration/hooks/useLeaveGuard';
import { PeoplePage } from '../modules/people/components/shared/PeoplePage';
import { fieldName } from '../modules/people/utils/fieldName';

/**
 * Spec §2 Settings (/configuration, manageSettings): custom customer and agent fields, assignment on reply, conversation
 * tags with the team each assigns, default customer tags, and interactive information. Apply saves
 * every changed section at once; Cancel returns to what was loaded; leaving with changes asks first.
 */
export function ConfigurationPage() {
  const { t, i18n } = useLingui();
  const c = useConfiguration();
  useLeaveGuard(c.dirty, t`You have changes that are not applied. Leave this page and lose them?`);

  if (c.loading) return <PageLoader />;
  if (!c.draft) return <EmptyState title={t`The configuration could not be loaded`} description={t`Reload the page to try again.`} />;
  const draft = c.draft;
  const savedCustomerFields = draft.customerFields.filter((f) => !f.isNew).map((f) => ({ id: f.id, name: fieldName(f.name, i18n.locale) }));

  return (
    <PeoplePage
      title={t`Configuration`}
      subtitle={t`Fields, tags, interactive information and canned replies for your workspace.`}
      actions={
        <>
          <Button variant="secondary" disabled={!c.dirty || c.applying} onClick={c.cancel}>
            {t`Cancel`}
          </Button>
          <Button disabled={!c.dirty || !c.valid} loading={c.applying} onClick={() => void c.apply()}>
            {t`Apply`}
          </Button>
        </>
      }
    >
      <ColumnStack $gap={3} $maxWidth={1080}>
        <CollapsibleSection
          defaultOpen
          title={t`Customer Fields`}
          description={t`Extra information kept for each customer, shown on profiles and used in filters.`}
        >
          <FieldDefinitionsEditor kind="customer" fields={draft.customerFields} onChange={(customerFields) => c.setDraft({ ...draft, customerFields })} />
        </CollapsibleSection>
        <CollapsibleSection title={t`Agent Fields`} description={t`Extra information kept for each agent.`}>
          <FieldDefinitionsEditor kind="agent" fields={draft.agentFields} onChange={(agentFields) => c.setDraft({ ...draft, agentFields })} />
        </CollapsibleSection>
        <CollapsibleSection defaultOpen title={t`Assignment`} description={t`Who owns a new conversation when nobody is assigned yet.`}>
          <Checkbox
            label={t`Replying to an unassigned conversation assigns it to the agent who replied`}
            description={t`So a visitor's first message is owned by whoever answers it. Internal notes do not assign.`}
            checked={draft.assignOnReply}
            onCheckedChange={(assignOnReply) => c.setDraft({ ...draft, assignOnReply })}
          />
        </CollapsibleSection>
        <CollapsibleSection title={t`Conversation Tags`} description={t`Tags agents put on conversations; a tag can also assign the conversation to a team.`}>
          <TagRulesEditor tags={draft.tags} teams={c.teams} onChange={(tags) => c.setDraft({ ...draft, tags })} />
        </CollapsibleSection>
        <CollapsibleSection title={t`Default Customer Tags`} description={t`Every new customer starts with these tags.`}>
          <TagListEditor tags={draft.defaultCustomerTags} onChange={(defaultCustomerTags) => c.setDraft({ ...draft, defaultCustomerTags })} />
        </CollapsibleSection>
        <CollapsibleSection
          title={t`Inline Input`}
          description={t`Interactive information: forms agents send, or that are sent when a conversation starts or closes. Saved as you edit them.`}
        >
          <InlineInputSection customerFields={savedCustomerFields} />
        </CollapsibleSection>
        <CollapsibleSection
          title={t`Canned Replies`}
          description={t`Saved replies agents insert by typing / and a short code in the composer: the workspace's, and your own. Saved as you edit them.`}
        >
          <CannedRepliesSection canManageWorkspace />
        </CollapsibleSection>
      </ColumnStack>
    </PeoplePage>
  );
}
