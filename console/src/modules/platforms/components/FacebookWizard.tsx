import { useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { CopyField } from '../../../ui/CopyField';
import { useFacebookActions } from '../hooks/useFacebookActions';
import type { AdoptPlatforms, Platform } from '../hooks/usePlatforms';
import { emptyPage, pageProblems, type PageDraft } from '../utils/pageDraft';
import { PageFields } from './PageFields';
import { SecretInput } from './SecretInput';

export const WIZARD_STEPS = 4;

/**
 * Spec §2, §5 Facebook wizard (?facebookSetup=1..4): the app secret, the webhook to subscribe
 * (messages and messaging_postbacks), a page, done. Skip shows on step 1 only when the connection
 * already has its secret; Complete on step 4 returns to the plain connection page.
 */
export function FacebookWizard({
  platform,
  adopt,
  step,
  onStep,
  onComplete,
}: {
  platform: Platform;
  adopt: AdoptPlatforms;
  step: number;
  onStep: (step: number) => void;
  onComplete: () => void;
}) {
  const { t } = useLingui();
  const actions = useFacebookActions(platform.id, adopt);
  const [secret, setSecret] = useState('');
  const [secretTried, setSecretTried] = useState(false);
  const [page, setPage] = useState<PageDraft>(emptyPage);
  const [pageTried, setPageTried] = useState(false);
  const connected = Boolean(platform.appSecretHint);
  const problems = pageProblems(page, false);

  const next = async () => {
    if (step === 1) {
      setSecretTried(true);
      if (!secret.trim()) return;
      if (await actions.setAppSecret(secret.trim())) onStep(2);
    } else if (step === 2) {
      onStep(3);
    } else if (step === 3) {
      setPageTried(true);
      if (problems.length > 0) return;
      if (await actions.savePage(page, false)) onStep(4);
    }
  };

  return (
    <Card aria-labelledby="wizard-title" data-testid="facebook-wizard">
      <Progress>
        <span>{t`Step ${step}/${WIZARD_STEPS}`}</span>
        <Bar>
          <i style={{ width: `${(step / WIZARD_STEPS) * 100}%` }} />
        </Bar>
      </Progress>
      {step === 1 && (
        <>
          <Title id="wizard-title">{t`Your Facebook app`}</Title>
          <Text>
            {t`Create an app in Meta for Developers (type Business) and add the Messenger product. Its app secret (Settings, Basic) lets Parley check that each delivery really comes from Facebook.`}
          </Text>
          <SecretInput
            label={t`App secret`}
            value={secret}
            onChange={setSecret}
            tried={secretTried}
            missing={t`Please input the app secret`}
            testId="wizard-app-secret"
          />
        </>
      )}
      {step === 2 && (
        <>
          <Title id="wizard-title">{t`The webhook`}</Title>
          <Text>
            {t`In the Messenger settings of your app, add a callback URL with this address and verify token, then subscribe your page to the messages and messaging_postbacks fields.`}
          </Text>
          <CopyField label={t`Callback URL`} value={platform.webhookUrl ?? ''} />
          <CopyField label={t`Verify token`} value={platform.verifyToken ?? ''} />
          <Fields>
            <code>messages</code>
            <code>messaging_postbacks</code>
          </Fields>
        </>
      )}
      {step === 3 && (
        <>
          <Title id="wizard-title">{t`Connect a page`}</Title>
          <Text>{t`Generate a page access token in the Messenger settings of your app, for the page whose conversations should come here.`}</Text>
          <PageFields draft={page} onChange={setPage} editing={false} problems={pageTried ? problems : []} />
        </>
      )}
      {step === 4 && (
        <>
          <Done>
            <CheckCircle2 size={40} aria-hidden />
          </Done>
          <Title id="wizard-title">{t`You are connected`}</Title>
          <Text>{t`Messages sent to your page now arrive in your inbox, and your replies go back through Messenger.`}</Text>
          <ul>
            {platform.pages.map((p) => (
              <li key={p.pageId}>
                <strong>{p.name}</strong> ({p.pageId})
              </li>
            ))}
          </ul>
        </>
      )}
      <Footer>
        {step > 1 && step < 4 && (
          <Button variant="secondary" onClick={() => onStep(step - 1)}>
            {t`Back`}
          </Button>
        )}
        <Spacer />
        {step === 1 && connected && (
          <Button variant="ghost" onClick={() => onStep(2)}>
            {t`Skip`}
          </Button>
        )}
        {step === 3 && platform.pages.length > 0 && (
          <Button variant="ghost" onClick={() => onStep(4)}>
            {t`Skip`}
          </Button>
        )}
        {step < 4 ? (
          <Button loading={actions.saving} onClick={() => void next()}>
            {t`Next`}
          </Button>
        ) : (
          <Button onClick={onComplete}>{t`Complete`}</Button>
        )}
      </Footer>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 640px;
  padding: ${({ theme }) => theme.spacing(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
`;
const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Bar = styled.div`
  flex: 1;
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  i {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
`;
const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.55;
`;
const Fields = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  code {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const Done = styled.div`
  color: ${({ theme }) => theme.colors.success};
`;
const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;
const Spacer = styled.span`
  flex: 1;
`;
