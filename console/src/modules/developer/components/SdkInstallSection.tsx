import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/Checkbox';
import { Select } from '../../../ui/Select';
import { Tabs } from '../../../ui/Tabs';
import { useToast } from '../../../ui/toast/useToast';
import { UpdateApiKeyMutation } from '../graphql/ApiKeys';
import { DeveloperPageQuery } from '../graphql/DeveloperPage.query';
import { SIGNING_LANGUAGES, signingExample, widgetSnippet, type SigningLanguage } from '../utils/snippets';
import { asLocale } from '../../../shared/i18n';
import { CodeBlock } from './CodeBlock';
import { GuideColumn } from './GuideColumn';

export interface SdkInstallSectionProps {
  keys: readonly { name: string; key: string; secret: string; identityVerification: boolean }[];
  selected: string;
  onSelect: (key: string) => void;
}

const LANGUAGE_LABEL: Record<SigningLanguage, string> = { node: 'Node.js', python: 'Python', php: 'PHP', ruby: 'Ruby' };

/** Spec §2 SDK installation: the snippet for a chosen key, and identity verification with its signing code. */
export function SdkInstallSection({ keys, selected, onSelect }: SdkInstallSectionProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [update, { loading }] = useMutation(UpdateApiKeyMutation, { refetchQueries: [DeveloperPageQuery], awaitRefetchQueries: true });
  const key = keys.find((k) => k.key === selected);
  const origin = window.location.origin;
  return (
    <GuideColumn>
      <Select
        label={t`API key`}
        value={selected}
        options={[{ value: '', label: t`Select an API key` }, ...keys.map((k) => ({ value: k.key, label: `${k.name} (${k.key})` }))]}
        onChange={onSelect}
      />
      {!key ? (
        <Hint role="status">{t`You need to select an API key`}</Hint>
      ) : (
        <>
          <p>{t`Paste this before </body> on every page of your site:`}</p>
          <CodeBlock
            label={t`Widget snippet`}
            code={widgetSnippet(origin, key.key, {
              lang: asLocale(i18n.locale),
              refIdComment: t`your id for a signed-in visitor (optional)`,
              refIdHashComment: t`required when identity verification is on`,
              fromServer: t`from your server`,
            })}
          />
          <Checkbox
            label={t`Identity verification`}
            description={t`Visitors with a refId must send refIdHash, signed on your server with this key's secret.`}
            checked={key.identityVerification}
            disabled={loading}
            onCheckedChange={async (identityVerification) => {
              try {
                await update({ variables: { key: key.key, identityVerification } });
              } catch {
                toast({ kind: 'error', title: t`Modification failed` });
              }
            }}
          />
          {key.identityVerification && (
            <>
              <p>{t`Secret of this key (keep it on your server):`}</p>
              <CodeBlock label={t`Key secret`} code={key.secret} />
              <Tabs
                label={t`Signing example`}
                items={SIGNING_LANGUAGES.map((language) => ({
                  value: language,
                  label: LANGUAGE_LABEL[language],
                  content: <CodeBlock label={t`Signing example`} code={signingExample(language, key.secret)} />,
                }))}
              />
            </>
          )}
        </>
      )}
    </GuideColumn>
  );
}

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
