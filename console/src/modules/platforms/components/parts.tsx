import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';

/** Cancel and a confirming button, the footer of every platform dialog and drawer. */
export function FormFooter({
  onCancel,
  onConfirm,
  loading,
  confirmLabel,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  confirmLabel?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t`Cancel`}
      </Button>
      <Button loading={loading} onClick={onConfirm}>
        {confirmLabel ?? t`Save`}
      </Button>
    </>
  );
}

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;
export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 880px;
`;
export const Facts = styled.div`
  display: grid;
  grid-template-columns: 180px 1fr;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.small};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
`;
