import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useCaretAfterRender } from '../useCaretAfterRender';

/** Inserts a word at the start, as a picker does, and puts the caret after it. */
function Field() {
  const [text, setText] = useState('world');
  const area = useRef<HTMLTextAreaElement>(null);
  const placeCaret = useCaretAfterRender();
  return (
    <>
      <textarea aria-label="text" ref={area} value={text} onChange={(e) => setText(e.target.value)} />
      <button
        type="button"
        onClick={() => {
          setText(`hello ${text}`);
          placeCaret(area.current, 'hello '.length, { focus: true });
        }}
      >
        insert
      </button>
    </>
  );
}

describe('useCaretAfterRender', () => {
  it('puts the caret after the insertion as soon as it renders, before any later key', () => {
    render(<Field />);
    fireEvent.click(screen.getByRole('button', { name: 'insert' }));
    const area = screen.getByLabelText<HTMLTextAreaElement>('text');
    // No animation frame has run: a key typed now lands where the caret is.
    expect(area.value).toBe('hello world');
    expect(area.selectionStart).toBe(6);
    expect(area.selectionEnd).toBe(6);
    expect(document.activeElement).toBe(area);
  });
});
