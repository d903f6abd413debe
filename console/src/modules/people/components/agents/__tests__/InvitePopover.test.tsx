import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../../../shared/theme';
import { ToastProvider } from '../../../../../ui/toast/ToastProvider';
import { SessionContext, type SessionContextValue } from '../../../../session/utils/SessionContext';
import { InvitePopover } from '../InvitePopover';

/** Radix's popover measures its anchor; jsdom has no ResizeObserver. */
class NoResizeObserver {
  observe = (): void => undefined;
  unobserve = (): void => undefined;
  disconnect = (): void => undefined;
}
beforeAll(() => {
  globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
});

/** The invite popover for a signed-in agent holding `held`; `sent` collects the variables of each inviteAgent. */
function setup(held: string[], delivery: 'smtp' | 'outbox' = 'smtp') {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        observer.next({ data: { inviteAgent: true } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const session = { user: { userId: 'me', displayName: 'Me', permissions: held } } as unknown as SessionContextValue;
  render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SessionContext.Provider value={session}>
            <ApolloProvider client={client}>
              <InvitePopover
                teams={[
                  { id: 'team-1', name: 'Billing' },
                  { id: 'team-2', name: 'Support' },
                ]}
                delivery={delivery}
              />
            </ApolloProvider>
          </SessionContext.Provider>
        </ToastProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByTestId('invite-agent'));
  const box = (label: string) => screen.getByRole('checkbox', { name: label });
  const submit = async () => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Agent name'), { target: { value: 'New' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-invitation'));
    });
  };
  return { sent, box, submit };
}

describe('the invite form (issue 47: an invitation grants no more than the inviter holds)', () => {
  it('starts from all conversations for an owner, who may add what they hold', async () => {
    const { sent, box, submit } = setup(['all']);
    expect(box('All conversations').getAttribute('aria-checked')).toBe('true');
    expect(box('System').hasAttribute('disabled')).toBe(true);
    fireEvent.click(box('Reports'));
    await submit();
    expect(sent).toEqual([{ email: 'new@example.com', displayName: 'New', permissions: ['allConversations', 'report'], teamIds: [] }]);
  });

  it('greys out what a manageUser-only manager lacks, and sends only what they hold', async () => {
    const { sent, box, submit } = setup(['manageUser']);
    expect(box('All conversations').getAttribute('aria-checked')).toBe('false');
    expect(box('All conversations').hasAttribute('disabled')).toBe(true);
    expect(box('All permissions').hasAttribute('disabled')).toBe(true);
    expect(box('Manage users').hasAttribute('disabled')).toBe(false);
    fireEvent.click(box('Manage users'));
    await submit();
    expect(sent).toEqual([{ email: 'new@example.com', displayName: 'New', permissions: ['manageUser'], teamIds: [] }]);
  });

  it('joins the teams ticked, and without an email server says the invitation is in the outbox', async () => {
    const { sent, box, submit } = setup(['all'], 'outbox');
    fireEvent.click(box('Support'));
    await submit();
    expect(sent).toEqual([{ email: 'new@example.com', displayName: 'New', permissions: ['allConversations'], teamIds: ['team-2'] }]);
    expect(await screen.findByText("Invitation written to the server's outbox")).toBeTruthy();
    expect(screen.queryByText('Invitation email sent')).toBeNull();
  });

  it('with an email server says the email was sent', async () => {
    const { submit } = setup(['all'], 'smtp');
    await submit();
    expect(await screen.findByText('Invitation email sent')).toBeTruthy();
  });
});
