import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';

export interface ComingSoonProps {
  title: string;
  /** What the page will do, in a sentence. */
  description: string;
  icon: ReactNode;
  /** A line under the title naming the record (an id, say). */
  subject?: ReactNode;
}

/** The placeholder of a console page that is not built yet: names the page and what it will do. */
export function ComingSoon({ title, description, icon, subject }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <Page>
      <PageHeader
        title={title}
        subtitle={subject}
        actions={
          <Badge tone="primary">
            <Trans>Coming soon</Trans>
          </Badge>
        }
      />
      <Card>
        <EmptyState icon={icon} title={<Trans>The {title} page is coming soon</Trans>} description={description} />
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(10)};
`;

const Card = styled.section`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  max-height: 520px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.xlarge};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
`;
