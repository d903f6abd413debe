import { useLingui } from '@lingui/react/macro';
import { LayoutTemplate } from 'lucide-react';
import styled from 'styled-components';
import type { MessageMeta } from '../../utils/types';

/** A platform template message with its parameters. */
export function TemplateContent({ template }: { template: NonNullable<MessageMeta['template']> }) {
  const { t } = useLingui();
  const params = template.displayParams ?? [];
  return (
    <Box>
      <Head>
        <LayoutTemplate size={14} aria-hidden />
        <span>{t`Template`}</span>
        <strong>{template.name}</strong>
      </Head>
      {template.description && <Description>{template.description}</Description>}
      {params.length > 0 && (
        <Params>
          {params.map((p, i) => (
            <div key={i}>
              <dt>{p.name}</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
        </Params>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.small};
  span {
    opacity: 0.75;
  }
`;
const Description = styled.div`
  white-space: pre-wrap;
`;
const Params = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
  div {
    display: flex;
    gap: 8px;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  dt {
    opacity: 0.75;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
