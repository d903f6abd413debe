import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader } from '../../../../ui/PageHeader';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';

export interface PeoplePageProps {
  title: string;
  /** A line under the title (a count, say). */
  subtitle?: ReactNode;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  children: ReactNode;
  /** The body scrolls by itself (a long table): the page takes the window's height. */
  fill?: boolean;
}

/** The frame of the customer, agent and team pages: a header with the title and actions, then the body. */
export function PeoplePage({ title, subtitle, actions, children, fill }: PeoplePageProps) {
  useDocumentTitle(title);
  return (
    <Page $fill={!!fill}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Page>
  );
}

const Page = styled.div<{ $fill: boolean }>`
  display: flex;
  flex: ${({ $fill }) => ($fill ? '1' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  min-height: ${({ $fill }) => ($fill ? '0' : 'auto')};
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(10)};
`;
