import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { CustomFieldsEditor, type CustomFieldsEditorProps } from './CustomFieldsEditor';
import { overline } from '../../../../ui/textStyles';

/** The custom fields at the foot of a profile (an agent's, a customer's), under their own small heading. */
export function CustomFieldsSection(props: CustomFieldsEditorProps) {
  const { t } = useLingui();
  return (
    <>
      <SubTitle>{t`Custom fields`}</SubTitle>
      <CustomFieldsEditor {...props} />
    </>
  );
}

const SubTitle = styled.h3`
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  padding-top: ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  ${overline}
`;
