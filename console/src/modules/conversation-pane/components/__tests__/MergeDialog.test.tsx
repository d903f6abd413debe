import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../../shared/theme';
import type { PaneConversation } from '../../utils/types';
import { MergeDialog } from '../MergeDialog';

function candidate(id: string, customerId: string | null, agentOnly = false) {
  return {
    __typename: 'Conversation',
    id,
    name: `Conversation ${id}`,
    status: 'open',
    orderTimestamp: 1,
    agentOnly,
    mergedInto: null,
    customer: customerId ? [{ __typename: 'ConversationCustomer', id: customerId, displayName: `Customer ${customerId}` }] : [],
    lastMessage: null,
  };
}

/** The dialog for `conversation`, the server answering `listed`; `asked` collects the query's variables. */
function setup(conversation: { id: string; customerId: string | null; agentOnly?: boolean }, listed: ReturnType<typeof candidate>[]) {
  const asked: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.variables);
        observer.next({ data: { conversations: listed } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const open = {
    id: conversation.id,
    name: 'The open one',
    agentOnly: conversation.agentOnly ?? false,
    customer: conversation.customerId ? [{ id: conversation.customerId, displayName: 'Ann' }] : [],
  } as unknown as PaneConversation;
  render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ApolloProvider client={client}>
          <MergeDialog open onOpenChange={() => undefined} conversation={open} onConfirm={() => Promise.resolve(true)} />
        </ApolloProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
  return { asked };
}

describe('the merge dialog (issue 47: a merge joins one customer’s conversations)', () => {
  it("asks for the customer's conversations and offers only those, saying why", async () => {
    const { asked } = setup({ id: 'open', customerId: 'ann' }, [candidate('open', 'ann'), candidate('hers', 'ann'), candidate('his', 'bob')]);
    expect((await screen.findAllByTestId('merge-candidate')).map((row) => row.textContent)).toEqual([expect.stringContaining('Conversation hers')]);
    expect(asked).toEqual([{ customerId: 'ann' }]);
    expect(screen.getByTestId('merge-same-customer').textContent).toContain('merge the customers first');
  });

  it('offers an agent-only conversation the other agent-only ones, without a customer filter', async () => {
    const { asked } = setup({ id: 'open', customerId: null, agentOnly: true }, [candidate('note', null, true), candidate('hers', 'ann')]);
    expect((await screen.findAllByTestId('merge-candidate')).map((row) => row.textContent)).toEqual([expect.stringContaining('Conversation note')]);
    expect(asked).toEqual([{}]);
    expect(screen.queryByTestId('merge-same-customer')).toBeNull();
  });
});
