import { useLingui } from '@lingui/react/macro';
import { CircleHelp } from 'lucide-react';
import { FileCard, FileCardDetail, FileCardIcon, FileCardInfo, FileCardName } from './FileCard';

/**
 * A platform delivery Parley does not show (type 23), kept instead of dropped: the agent sees that
 * the customer sent something, and what kind of thing, so they can ask or look on the platform.
 */
export function UnsupportedContent({ kind }: { kind: string }) {
  const { t } = useLingui();
  const kinds: Record<string, string> = {
    message: t`a message with nothing in it Parley can show`,
    attachment: t`an attachment`,
    template: t`a product or template card`,
    reaction: t`a reaction to a message`,
    referral: t`a referral (the customer came from a link or an ad)`,
    optin: t`an opt-in`,
    message_edit: t`an edit of an earlier message`,
    postback: t`a button press with no title`,
    policy_enforcement: t`a policy notice from the platform`,
  };
  // A kind the platform added after this was written: its own name, as the platform spells it.
  const what = kinds[kind] ?? t`a kind of message the platform calls “${kind}”`;
  return (
    <FileCard data-testid="message-unsupported">
      <FileCardIcon $tone="danger">
        <CircleHelp size={20} aria-hidden />
      </FileCardIcon>
      <FileCardInfo>
        <FileCardName>{t`Unsupported message`}</FileCardName>
        <FileCardDetail>{t`The customer sent ${what}; open the conversation on the platform to see it.`}</FileCardDetail>
      </FileCardInfo>
    </FileCard>
  );
}
