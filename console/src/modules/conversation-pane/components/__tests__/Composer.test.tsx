import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { Composer } from '../Composer';
import type { PaneMessage } from '../../utils/types';

const message = (internal: boolean): PaneMessage => ({
  id: 'm1',
  localId: null,
  version: 1,
  conversationId: 'c1',
  seq: 1,
  timestamp: 0,
  senderId: 'a2',
  senderType: 'agent',
  dataType: 51,
  internal,
  pushContent: null,
  meta: { type: 1, content: 'quoted' },
});

function setup(props: Partial<React.ComponentProps<typeof Composer>> = {}) {
  const sent: [string, boolean][] = [];
  const onInternalChange = jest.fn();
  renderWithProviders(
    <Composer
      internalChosen={false}
      onInternalChange={onInternalChange}
      replyTo={null}
      replyName="Ann"
      onCancelReply={() => undefined}
      onSendText={(text, internal) => sent.push([text, internal])}
      onSendFile={() => undefined}
      onTyping={() => undefined}
      {...props}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { sent, box, onInternalChange };
}

describe('Composer (spec §5)', () => {
  it('Enter sends the trimmed text; whitespace is ignored; Shift+Enter does not send', () => {
    const { sent, box } = setup();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([]);
    fireEvent.change(box, { target: { value: '  hello there \n' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([['hello there', false]]);
    expect(box.value).toBe('');
  });

  it('Ctrl+Enter adds a new line instead of sending', () => {
    const { sent, box } = setup();
    fireEvent.change(box, { target: { value: 'one' } });
    box.setSelectionRange(3, 3);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(sent).toEqual([]);
    expect(box.value).toBe('one\n');
  });

  it('replying to an internal message sends internal and says so', () => {
    const { sent, box } = setup({ replyTo: message(true) });
    expect(screen.getByTestId('internal-note').textContent).toContain('Replies to internal messages stay internal');
    fireEvent.change(box, { target: { value: 'noted' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([['noted', true]]);
  });

  it('the internal note offers to switch back to the customer', () => {
    const { onInternalChange } = setup({ internalChosen: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reply to the customer instead' }));
    expect(onInternalChange).toHaveBeenCalledWith(false);
  });
});
