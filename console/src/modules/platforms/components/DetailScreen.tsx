import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../ui/EmptyState';
import { PeoplePage } from '../../people/components/shared/PeoplePage';

interface Back {
  to: string;
  label: string;
}

/** A platform, channel or template screen: the way back to what holds it, then the screen. */
export function DetailScreen({ back, title, subtitle, children }: { back: Back; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <PeoplePage title={title} subtitle={subtitle}>
      <BackLink to={back.to}>
        <ArrowLeft size={16} aria-hidden /> {back.label}
      </BackLink>
      {children}
    </PeoplePage>
  );
}

/** What the address names is gone (or never was): page not found, with the way back. */
export function NotFoundScreen({ back, description }: { back: Back; description: string }) {
  const { t } = useLingui();
  return (
    <DetailScreen back={back} title={t`Page not found`}>
      <EmptyState icon={<SearchX size={28} />} title={t`Page not found`} description={description} />
    </DetailScreen>
  );
}

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  text-decoration: none;
  margin-top: -${({ theme }) => theme.spacing(3)};
`;
