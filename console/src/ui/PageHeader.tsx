import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageHeaderProps {
  title: string;
  /** A line under the title (a count, the record's id). */
  subtitle?: ReactNode;
  /** On the right of the header (buttons, a badge). */
  actions?: ReactNode;
}

/** The head of a console page: its one h1, a line under it, and what acts on the page. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: -0.01em;
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;
