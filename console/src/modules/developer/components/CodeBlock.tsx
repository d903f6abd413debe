import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { useCopy } from '../../../ui/useCopy';

export interface CodeBlockProps {
  code: string;
  /** Names the block for screen readers and tests. */
  label: string;
}

/** Code to copy: shown as is, with a Copy button where the browser offers the clipboard. */
export function CodeBlock({ code, label }: CodeBlockProps) {
  const { t } = useLingui();
  const { canCopy, copied, copy: copyText } = useCopy();
  const copy = () => copyText(code);
  return (
    <Frame>
      <Pre aria-label={label} tabIndex={0}>
        {code}
      </Pre>
      {canCopy && (
        <CopyButton variant="secondary" size="small" icon={copied ? <Check size={14} /> : <Copy size={14} />} onClick={() => void copy()}>
          {copied ? t`Copied` : t`Copy`}
        </CopyButton>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  padding-right: 96px;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #1f2433;
  color: #e8ebf5;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12.5px;
  line-height: 1.55;
  white-space: pre;
`;

const CopyButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.spacing(2)};
  right: ${({ theme }) => theme.spacing(2)};
`;
