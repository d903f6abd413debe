import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Spinner } from '../../../ui/Spinner';

/** The pane while its conversation (or its code) loads. */
export function PaneLoader() {
  const { t } = useLingui();
  return (
    <Center>
      <Spinner size={24} label={t`Loading conversation`} />
    </Center>
  );
}

export const Center = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  height: 100%;
`;
