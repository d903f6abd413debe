import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface CollapsibleSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Right side of the header (a count badge, say). */
  aside?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** A titled card whose body folds away; the header is one button. */
export function CollapsibleSection({ title, description, aside, open, defaultOpen, onOpenChange, children }: CollapsibleSectionProps) {
  return (
    <Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <HeaderRow>
        <Collapsible.Trigger asChild>
          <Trigger type="button">
            <Chevron size={18} aria-hidden />
            <span>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </span>
          </Trigger>
        </Collapsible.Trigger>
        {aside}
      </HeaderRow>
      <Body>{children}</Body>
    </Root>
  );
}

const Root = styled(Collapsible.Root)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;

const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding-right: ${({ theme }) => theme.spacing(4)};
`;

const Chevron = styled(ChevronRight)`
  flex: none;
  margin-top: 1px;
  color: ${({ theme }) => theme.colors.textSubtle};
  transition: transform ${({ theme }) => theme.motion.fast};
`;

const Trigger = styled.button`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.large};
  background: transparent;
  text-align: left;
  cursor: pointer;
  &[data-state='open'] ${Chevron} {
    transform: rotate(90deg);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

const Title = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled(Collapsible.Content)`
  padding: 0 ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(10)};
`;
