import { act, screen } from '@testing-library/react';
import { activateLocale } from '../../../../shared/i18n';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { MessageContent } from '../messages/MessageContent';
import type { MessageMeta, PaneMessage } from '../../utils/types';

const msg = (meta: MessageMeta, extra: Partial<PaneMessage> = {}): PaneMessage => ({
  id: 'm1',
  localId: null,
  version: 1,
  conversationId: 'c1',
  seq: 1,
  timestamp: 0,
  senderId: 'u1',
  senderType: 'customer',
  dataType: 51,
  internal: false,
  pushContent: null,
  meta,
  ...extra,
});

describe('message content (spec §3)', () => {
  it('text: http(s) links open in a new tab; markup stays text', () => {
    const { container } = renderWithProviders(
      <MessageContent message={msg({ type: 1, content: '<img src=x onerror=alert(1)> see https://example.com/a and javascript:alert(1)' })} />,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('file: name and size', () => {
    renderWithProviders(<MessageContent message={msg({ type: 3, subtype: 1, file: { name: 'invoice.pdf', fileSize: 5 * 1024 * 1024 } })} />);
    expect(screen.getByText('invoice.pdf')).toBeTruthy();
    expect(screen.getByText('5.00 MB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice.pdf' }).getAttribute('href')).toContain('/api/message/download?messageId=m1');
  });

  it('failed platform attachment: its name and the reason, nothing to download', () => {
    renderWithProviders(
      <MessageContent message={msg({ type: 3, subtype: 1, failedAttachment: { reason: 'blockedAddress', kind: 'image', name: 'secret.png' } })} />,
    );
    expect(screen.getByText('secret.png')).toBeTruthy();
    expect(screen.getByTestId('attachment-failed').textContent).toContain('private or local network');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("location from a platform: its title, the coordinates and a map link, in the reader's language", async () => {
    const location = msg({ type: 22, location: { latitude: 22.2871, longitude: 114.16171234, title: 'Central Pier 7' } });
    const { unmount } = renderWithProviders(<MessageContent message={location} />);
    expect(screen.getByTestId('message-location').textContent).toContain('Central Pier 7');
    expect(screen.getByTestId('message-location').textContent).toContain('22.2871, 114.16171');
    expect(screen.getByRole('link', { name: 'Open map' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=22.2871&mlon=114.16171234#map=16/22.2871/114.16171234',
    );
    unmount();
    await act(() => activateLocale('zh'));
    try {
      renderWithProviders(<MessageContent message={msg({ type: 22, location: { latitude: 1.5, longitude: 2 } })} />);
      expect(screen.getByTestId('message-location').textContent).toContain('分享的位置');
      expect(screen.getByRole('link', { name: '開啟地圖' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('unsupported platform message: says so, and what kind, never blank', () => {
    const { unmount } = renderWithProviders(<MessageContent message={msg({ type: 23, unsupported: { kind: 'reaction' } })} />);
    expect(screen.getByTestId('message-unsupported').textContent).toContain('Unsupported message');
    expect(screen.getByTestId('message-unsupported').textContent).toContain('a reaction to a message');
    unmount();
    renderWithProviders(<MessageContent message={msg({ type: 23, unsupported: { kind: 'story_reply' } })} />);
    expect(screen.getByTestId('message-unsupported').textContent).toContain('the platform calls “story_reply”');
  });

  it('image: a preview scaled into 250x250', () => {
    renderWithProviders(<MessageContent message={msg({ type: 3, subtype: 2, file: { name: 'p.png', previewDimension: { width: 1000, height: 500 } } })} />);
    const img = screen.getByRole('img', { name: 'p.png' }) as HTMLImageElement;
    expect(img.style.width).toBe('250px');
    expect(img.style.height).toBe('125px');
    expect(img.getAttribute('src')).toContain('preview=1');
  });

  it('voice: not downloaded until asked', () => {
    renderWithProviders(<MessageContent message={msg({ type: 2 })} />);
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeTruthy();
  });

  it('template: name and parameters', () => {
    renderWithProviders(
      <MessageContent message={msg({ type: 21, template: { name: 'Shipping update', displayParams: [{ name: 'order', value: '#4711' }] } })} />,
    );
    expect(screen.getByText('Shipping update')).toBeTruthy();
    expect(screen.getByText('#4711')).toBeTruthy();
  });

  it('element cards: url actions are links, unsafe thumbnails dropped', () => {
    const { container } = renderWithProviders(
      <MessageContent
        message={msg({
          type: 11,
          element: {
            elements: [
              {
                title: 'Express',
                thumbnailUrl: 'javascript:alert(1)',
                actions: [
                  { title: 'Open', actionType: 'url', actionContent: { url: 'https://example.com/x' } },
                  { title: 'Bad', actionType: 'url', actionContent: { url: 'javascript:alert(1)' } },
                ],
              },
            ],
          },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: /Open/ }).getAttribute('href')).toBe('https://example.com/x');
    expect(screen.queryByRole('link', { name: /Bad/ })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('inline input: a customer form shows "not yet answered"; an agent form can be answered', () => {
    const form = { type: 20, inlineInput: { title: 'Satisfaction', input: [{ inputId: 'r', title: 'Rating', type: 'rating' }] } };
    const { unmount } = renderWithProviders(<MessageContent message={msg(form)} />);
    expect(screen.getByText('Not yet answered')).toBeTruthy();
    unmount();
    renderWithProviders(<MessageContent message={msg(form, { senderType: 'agent' })} />);
    expect(screen.getAllByRole('button', { name: /of 5/ })).toHaveLength(5);
  });
});
