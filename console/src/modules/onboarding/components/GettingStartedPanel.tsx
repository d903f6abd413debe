import { useLingui } from '@lingui/react/macro';
import { CircleCheck, Circle, X } from 'lucide-react';
import styled from 'styled-components';
import type { GettingStartedFieldsFragment } from '../../../__generated__/graphql';
import { ButtonLink } from '../../../ui/ButtonLink';
import { IconButton } from '../../../ui/IconButton';
import { hasPermission } from '../../session/utils/permissions';
import { GETTING_STARTED_STEPS, STEP_PERMISSION, STEP_ROUTES, stepsDone, type GettingStartedStep } from '../utils/gettingStartedSteps';

export interface GettingStartedPanelProps {
  state: GettingStartedFieldsFragment;
  permissions: readonly string[] | undefined;
  onDismiss: () => void;
}

/**
 * Issue 50.2: an owner's empty inbox says what to do first: install the widget, invite the team,
 * connect a channel, set office hours. Each step ticks itself when done (the server reads what
 * exists), links to where it is done, and the whole panel can be put away.
 */
export function GettingStartedPanel({ state, permissions, onDismiss }: GettingStartedPanelProps) {
  const { t } = useLingui();
  const done = stepsDone(state);
  const total = GETTING_STARTED_STEPS.length;
  const text: Record<GettingStartedStep, { title: string; description: string; action: string }> = {
    widgetInstalled: {
      title: t`Install the chat widget`,
      description: t`Paste the snippet into your site, so visitors can write to you.`,
      action: t`Get the snippet`,
    },
    teamInvited: { title: t`Invite your team`, description: t`Add the agents who will answer with you.`, action: t`Invite agents` },
    channelConnected: {
      title: t`Connect a channel`,
      description: t`Answer Facebook Messenger and WhatsApp conversations here too.`,
      action: t`Connect`,
    },
    officeHoursSet: {
      title: t`Set office hours`,
      description: t`Tell visitors when you answer, in your time zone.`,
      action: t`Set hours`,
    },
  };
  return (
    <Panel aria-labelledby="getting-started-title" data-testid="getting-started">
      <Header>
        <div>
          <Title id="getting-started-title">{done === total ? t`You're all set` : t`Get started with Parley`}</Title>
          <Progress>{t`${done} of ${total} done`}</Progress>
        </div>
        <IconButton label={t`Dismiss getting started`} icon={<X size={16} />} onClick={onDismiss} data-testid="dismiss-getting-started" />
      </Header>
      <Steps>
        {GETTING_STARTED_STEPS.map((step) => {
          const isDone = state[step];
          const needs = STEP_PERMISSION[step];
          const reachable = !needs || hasPermission(permissions, needs);
          return (
            <Step key={step} data-testid={`getting-started-${step}`} data-done={isDone ? 'true' : 'false'}>
              <Mark $done={isDone} aria-hidden>
                {isDone ? <CircleCheck size={20} /> : <Circle size={20} />}
              </Mark>
              <StepText>
                <StepTitle $done={isDone}>
                  {text[step].title}
                  <Status>{isDone ? t`Done` : t`To do`}</Status>
                </StepTitle>
                <StepDescription>{text[step].description}</StepDescription>
              </StepText>
              {!isDone && reachable && (
                <ButtonLink to={STEP_ROUTES[step]} $variant="secondary" $size="small">
                  {text[step].action}
                </ButtonLink>
              )}
            </Step>
          );
        })}
      </Steps>
    </Panel>
  );
}

const Panel = styled.section`
  width: 100%;
  max-width: 520px;
  margin: ${({ theme }) => theme.spacing(8)} auto;
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Progress = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.textSubtle)};
`;

const StepText = styled.div`
  flex: 1;
  min-width: 0;
`;

const StepTitle = styled.p<{ $done: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: baseline;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $done }) => ($done ? theme.colors.textMuted : theme.colors.text)};
`;

const Status = styled.span`
  ${({ theme }) => `font-size: ${theme.font.size.small}; font-weight: ${theme.font.weight.regular}; color: ${theme.colors.textMuted};`}
`;

const StepDescription = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
