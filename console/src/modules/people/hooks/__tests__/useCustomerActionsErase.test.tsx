import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../../shared/theme';
import { ToastProvider } from '../../../../ui/toast/ToastProvider';
import { SessionContext, type SessionContextValue } from '../../../session/utils/SessionContext';
import { CustomerRowFragment } from '../../graphql/CustomerRow.fragment';
import { useCustomerActions } from '../useCustomerActions';
import { createCache } from '../../../../app/cache';

const ERASURE = { __typename: 'CustomerErasure', customerId: 'u1', conversations: 2, messages: 6, files: 1, exports: 1 };

/** A server that holds the erasure until released, then answers it or refuses it. */
function setup() {
  const pending: ((ok: boolean) => void)[] = [];
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        pending.push((ok) => {
          observer.next(ok ? { data: { eraseCustomer: ERASURE } } : { errors: [{ message: 'Customer not found', extensions: { code: 'NOT_FOUND' } }] });
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  const ada = {
    __typename: 'Customer',
    id: 'u1',
    displayName: 'Ada',
    generatedName: false,
    email: null,
    refId: null,
    platformReference: null,
    createDate: 1,
    online: false,
    conversationCount: 2,
  };
  client.cache.writeFragment({ id: 'Customer:u1', fragment: CustomerRowFragment, fragmentName: 'CustomerRow_customer', data: ada });
  const session = { user: { userId: 'me', displayName: 'Me', permissions: ['all'] } } as unknown as SessionContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SessionContext.Provider value={session}>
            <ApolloProvider client={client}>
              <MemoryRouter initialEntries={['/customers/u1']}>{children}</MemoryRouter>
            </ApolloProvider>
          </SessionContext.Provider>
        </ToastProvider>
      </ThemeProvider>
    </I18nProvider>
  );
  const { result } = renderHook(() => ({ actions: useCustomerActions('u1', []), path: useLocation().pathname }), { wrapper });
  const cached = () => Object.keys(client.cache.extract() as Record<string, unknown>);
  return { result, pending, cached };
}

describe('erasing the customer of the profile page', () => {
  it('on success: forgets the customer, toasts the counts and goes to the list', async () => {
    const { result, pending, cached } = setup();
    let done!: Promise<void>;
    act(() => {
      done = result.current.actions.erase('  GDPR #42 ');
    });
    expect(result.current.actions.leaving).toBe(true);
    // This tab's own customer.erased may come before the answer: no second toast, no second navigation.
    act(() => result.current.actions.onErased('u1'));
    expect(screen.queryByText('This customer was erased')).toBeNull();
    await act(async () => {
      pending[0]!(true);
      await done;
    });
    expect(screen.getByText('Erased: 2 conversations, 6 messages, 1 file, 1 archive')).toBeTruthy();
    expect(result.current.path).toBe('/customers');
    expect(cached()).not.toContain('Customer:u1');
  });

  it('on refusal: rejects for the dialog to show, and the page stays', async () => {
    const { result, pending } = setup();
    let done!: Promise<void>;
    act(() => {
      done = result.current.actions.erase('');
    });
    await act(async () => {
      pending[0]!(false);
      await expect(done).rejects.toThrow('Customer not found');
    });
    expect(result.current.actions.leaving).toBe(false);
    expect(result.current.path).toBe('/customers/u1');
  });

  it('erased elsewhere: a toast and back to the list; another customer erased: nothing', () => {
    const { result } = setup();
    act(() => result.current.actions.onErased('u2'));
    expect(result.current.path).toBe('/customers/u1');
    expect(result.current.actions.leaving).toBe(false);
    act(() => result.current.actions.onErased('u1'));
    expect(screen.getByText('This customer was erased')).toBeTruthy();
    expect(result.current.path).toBe('/customers');
    expect(result.current.actions.leaving).toBe(true);
  });
});
