import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';

export function PoweredBy({ logo }: { logo: string | null }) {
  return (
    <Footer>
      <Trans>Powered by</Trans>
      {logo ? <img src={logo} alt="" /> : <Mark aria-label="Parley">◆ Parley</Mark>}
    </Footer>
  );
}

const Footer = styled.footer`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 8px 0 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  img {
    max-width: 80px;
    max-height: 18px;
  }
`;
const Mark = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;
