import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import type { Channel } from '../../hooks/useProviderActions';
import { ChannelDetail } from '../ChannelDetail';

const channel = {
  __typename: 'ProviderChannel',
  channelId: 'wa-1',
  name: 'Support line',
  platformType: 'whatsapp',
  accountId: 'acc-9',
  namespace: null,
  responseWindowHours: 24,
  templates: [{ __typename: 'ChannelTemplate', key: 'order_update', name: 'Order update', description: 'Shipping', params: [] }],
} as unknown as Channel;

/** The channel screen over a link that answers every save with an empty list; `sent` holds each save's variables. */
function setup(shown: Channel | undefined) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        observer.next({ data: { saveProviderChannel: [] } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const adopt = jest.fn();
  renderWithProviders(
    <ApolloProvider client={client}>
      <ChannelDetail platformId="p1" channel={shown} adopt={adopt} />
    </ApolloProvider>,
  );
  return { sent, adopt };
}

const drawer = () => screen.getByRole('dialog');

describe('the channel screen (moved out of its page)', () => {
  it('shows the channel, its facts and its templates, with the way back to the platform', () => {
    setup(channel);
    expect(screen.getByRole('heading', { name: 'Support line' })).toBeTruthy();
    expect(screen.getByText('acc-9')).toBeTruthy();
    expect(screen.getAllByTestId('template-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Order update/ }).getAttribute('href')).toBe('/externalPlatform/p1/wa-1/order_update');
    expect(screen.getByRole('link', { name: /Platform/ }).getAttribute('href')).toBe('/externalPlatform/p1');
  });

  it('says page not found when the channel is gone', () => {
    setup(undefined);
    expect(screen.getAllByText('Page not found').length).toBeGreaterThan(0);
    expect(screen.getByText('This channel does not exist or was removed.')).toBeTruthy();
  });

  it('edits in a drawer: problems only after Save, nothing sent until they are fixed, closed once saved', async () => {
    const { sent, adopt } = setup(channel);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = within(drawer()).getByLabelText('Name');
    fireEvent.change(name, { target: { value: ' ' } });
    expect(within(drawer()).queryByText('Please input the name')).toBeNull();
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' })));
    expect(within(drawer()).getByText('Please input the name')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Sales line' } });
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' })));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 'p1', channelId: 'wa-1', name: 'Sales line', templates: [{ key: 'order_update' }] });
    expect(adopt).toHaveBeenCalledWith([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new template needs a description, and one with a key the channel has updates that template (spec §5)', async () => {
    const { sent } = setup(channel);
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    fireEvent.change(within(drawer()).getByLabelText('Key'), { target: { value: 'order_update' } });
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Order shipped' } });
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: 'Create' })));
    expect(within(drawer()).getByText('Please input the description')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(drawer()).getByLabelText('Description'), { target: { value: 'Sent when it leaves' } });
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: 'Create' })));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ templates: [{ key: 'order_update', name: 'Order shipped', description: 'Sent when it leaves', params: [] }] });
    expect((sent[0]!.templates as unknown[]).length).toBe(1);
  });
});
