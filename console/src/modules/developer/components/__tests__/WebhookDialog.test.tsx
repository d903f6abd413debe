import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import type { Webhook } from '../../hooks/useWebhooks';
import { WEBHOOK_EVENT_TYPES } from '../../utils/webhookEvents';
import { WebhookDialog } from '../WebhookDialog';

const existing: Webhook = {
  id: 'w1',
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  events: ['customer.created'],
  includeInternal: false,
  active: true,
  disabledReason: null,
  disabledAt: null,
  consecutiveFailures: 0,
  retryAt: null,
  previousSecretUntil: null,
  createdAt: 0,
};

/** Radix's checkbox measures itself; jsdom has no ResizeObserver. */
class NoResizeObserver {
  observe = (): void => undefined;
  unobserve = (): void => undefined;
  disconnect = (): void => undefined;
}
beforeAll(() => {
  globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
});

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Add webhook|Save/ })));
const urlField = () => screen.getByLabelText('Endpoint URL') as HTMLInputElement;

describe('the webhook dialog', () => {
  it('asks for a URL and an event before sending, then sends them trimmed and closes', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const onOpenChange = jest.fn();
    renderWithProviders(<WebhookDialog open onOpenChange={onOpenChange} onSubmit={onSubmit} />);
    await save();
    expect(screen.getByText('Please input a URL')).toBeTruthy();
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
    fireEvent.change(urlField(), { target: { value: 'crm.example.com' } });
    expect(screen.getByText('Enter a URL starting with https:// or http://')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(urlField(), { target: { value: ' https://crm.example.com/hooks ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Message sent' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ url: 'https://crm.example.com/hooks', description: '', events: ['message.created'], includeInternal: false });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('selects and clears every event at once', () => {
    renderWithProviders(<WebhookDialog open onOpenChange={() => undefined} onSubmit={async () => undefined} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const group = screen.getByRole('group', { name: 'Events' });
    const boxes = [...group.querySelectorAll('button[role="checkbox"]')];
    expect(boxes.filter((b) => b.getAttribute('aria-checked') === 'true')).toHaveLength(WEBHOOK_EVENT_TYPES.length + 1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(boxes.filter((b) => b.getAttribute('aria-checked') === 'true')).toHaveLength(0);
  });

  it('starts from the subscription to edit, and shows a refusal under the field it is about', async () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [
        { message: 'This address is on a private network', extensions: { reason: 'webhook.addressNotAllowed', extraInfo: { fields: { url: 'private' } } } },
      ],
    });
    const onSubmit = jest.fn(async () => Promise.reject(refusal));
    const onOpenChange = jest.fn();
    renderWithProviders(<WebhookDialog open onOpenChange={onOpenChange} webhook={existing} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Edit webhook' })).toBeTruthy();
    expect(urlField().value).toBe('https://crm.example.com/hooks');
    expect(screen.getByRole('checkbox', { name: 'Customer added' }).getAttribute('aria-checked')).toBe('true');
    await save();
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This address is on a private network')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    // Changing the URL clears the refusal about it.
    fireEvent.change(urlField(), { target: { value: 'https://crm.example.com/other' } });
    expect(screen.queryByText('This address is on a private network')).toBeNull();
  });
});
