import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import * as RadixPopover from '@radix-ui/react-popover';
import { ChevronDown, Search, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../ui/Avatar';
import { bareIconButtonStyles, controlStyles, inputFrameStyles } from '../../../ui/controlStyles';
import { Field } from '../../../ui/Field';
import { floatingStyles } from '../../../ui/floatingStyles';
import { Spinner } from '../../../ui/Spinner';
import { CustomerNameQuery } from '../graphql/CustomerName.query';
import { useCustomerSearch, type CustomerHit } from '../hooks/useCustomerSearch';

export interface CustomerPickerProps {
  label: ReactNode;
  /** The chosen customer's id, or null for none. */
  value: string | null;
  onChange: (customerId: string | null) => void;
  /** What the trigger says when none is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/**
 * Chooses one customer by searching name, email and phone (spec §7: contains, joined by or), for
 * any form that needs a customer. The search needs manageUser, as the customer list does.
 */
export function CustomerPicker({ label, value, onChange, placeholder, hint, disabled, testId = 'customer-picker' }: CustomerPickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CustomerHit | null>(null);
  const known = picked?.id === value ? picked : null;
  // A customer given from outside (a saved view being edited) is looked up for its name.
  const named = useQuery(CustomerNameQuery, { variables: { id: value ?? '' }, skip: !value || known !== null });
  const shortId = value?.slice(0, 8) ?? '';
  const name = known?.displayName ?? named.data?.customer.displayName ?? (value ? t`Customer ${shortId}` : null);
  const search = useCustomerSearch(text, open);

  const choose = (hit: CustomerHit | null) => {
    setPicked(hit);
    onChange(hit?.id ?? null);
    setOpen(false);
    setText('');
  };

  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <RadixPopover.Root open={open} onOpenChange={setOpen}>
          <Row>
            <RadixPopover.Trigger asChild>
              <Trigger type="button" disabled={disabled} {...control} aria-haspopup="dialog" data-testid={testId}>
                <span className={name ? undefined : 'placeholder'}>{name ?? placeholder ?? t`Any customer`}</span>
                <ChevronDown size={16} aria-hidden />
              </Trigger>
            </RadixPopover.Trigger>
            {value && !disabled && (
              <Clear
                type="button"
                onClick={() => choose(null)}
                aria-label={t`Clear the customer`}
                title={t`Clear the customer`}
                data-testid={`${testId}-clear`}
              >
                <X size={14} aria-hidden />
              </Clear>
            )}
          </Row>
          <RadixPopover.Portal>
            <Content align="start" sideOffset={6} collisionPadding={12} aria-label={t`Find a customer`} data-testid={`${testId}-popover`}>
              <SearchBox>
                <Search size={14} aria-hidden />
                <input
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={t`Name, email or phone`}
                  aria-label={t`Find a customer`}
                  autoComplete="off"
                  data-testid={`${testId}-search`}
                />
                {search.loading && <Spinner size={14} />}
              </SearchBox>
              <Results role="listbox" aria-label={t`Customers`} aria-busy={search.loading} data-testid={`${testId}-results`}>
                {search.hits.map((c) => (
                  <li key={c.id} role="option" aria-selected={c.id === value}>
                    <button type="button" onClick={() => choose(c)} data-testid={`${testId}-option`}>
                      <Avatar name={c.displayName} size={24} />
                      <span className="who">
                        <span className="name">{c.displayName}</span>
                        {c.email && <span className="email">{c.email}</span>}
                      </span>
                    </button>
                  </li>
                ))}
              </Results>
              {!search.loading && search.hits.length === 0 && <Empty>{search.error ? t`The customers could not be loaded` : t`No customer matches`}</Empty>}
            </Content>
          </RadixPopover.Portal>
        </RadixPopover.Root>
      )}
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const Trigger = styled.button`
  ${controlStyles}
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
  text-align: left;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
const Clear = styled.button`
  ${bareIconButtonStyles}
  flex: none;
  width: 32px;
  height: 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
const Content = styled(RadixPopover.Content)`
  ${floatingStyles}
  /* Above a modal: the picker also serves forms shown in one (the view editor). */
  z-index: ${({ theme }) => theme.layer.modal + 1};
  width: 320px;
  padding: ${({ theme }) => theme.spacing(2)};
`;
const SearchBox = styled.div`
  ${inputFrameStyles}
  gap: ${({ theme }) => theme.spacing(2)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.spacing(2.5)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  input {
    min-width: 0;
  }
`;
const Results = styled.ul`
  max-height: 260px;
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    width: 100%;
    padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
    border: none;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  li[aria-selected='true'] button {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .who {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .name,
  .email {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .email {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;
const Empty = styled.p`
  margin: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.small};
`;
