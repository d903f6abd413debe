import styled from 'styled-components';
import { Spinner } from './Spinner';

/** Fills its container with a centred spinner while a screen loads. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Centre>
      <Spinner size={28} label={label} />
    </Centre>
  );
}

const Centre = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: 240px;
  color: ${({ theme }) => theme.colors.primary};
`;
