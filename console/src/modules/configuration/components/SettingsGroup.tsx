import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SettingsGroupProps {
  title: string;
  /** How this group's changes are saved, in one line. */
  description: string;
  /** What sits above the sections (the Apply and Cancel bar of the group that waits for Apply). */
  bar?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A group of the configuration page's sections that share one way of saving, told under its heading. */
export function SettingsGroup({ title, description, bar, testId, children }: SettingsGroupProps) {
  const id = useId();
  return (
    <Group aria-labelledby={id} data-testid={testId}>
      <div>
        <Title id={id}>{title}</Title>
        <Description>{description}</Description>
      </div>
      {bar}
      {children}
    </Group>
  );
}

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.xlarge};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
