import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { ReplyQuote } from '../messages/ReplyQuote';

describe('a reply quote', () => {
  it('shows the quoted text', () => {
    renderWithProviders(
      <ReplyQuote quote={{ id: 'm1', senderType: 'customer', senderId: 'c1', type: 1, content: 'my order number', internal: false }} senderName="Alice" />,
    );
    expect(screen.getByTestId('reply-quote').textContent).toBe('Alicemy order number');
  });

  it('says the quoted message was deleted when retention or an erasure removed it, and shows nothing of it', () => {
    renderWithProviders(
      <ReplyQuote quote={{ id: 'm1', senderType: 'customer', senderId: null, type: 1, internal: false, removed: true }} senderName="Customer" />,
    );
    expect(screen.getByTestId('reply-quote').textContent).toBe('CustomerThis message was deleted');
  });
});
