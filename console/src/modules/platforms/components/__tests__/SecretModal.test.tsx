import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { SecretModal } from '../SecretInput';

function Harness({ onSave }: { onSave: (secret: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <SecretModal
        open={open}
        onOpenChange={setOpen}
        title="App secret"
        label="App secret"
        missing="Please input the app secret"
        saving={false}
        onSave={onSave}
      />
    </>
  );
}

describe('the secret dialog', () => {
  it('asks for a value, saves it trimmed, closes once saved and opens empty again', async () => {
    const onSave = jest.fn(async () => true);
    renderWithProviders(<Harness onSave={onSave} />);
    fireEvent.click(screen.getByText('Open'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Please input the app secret')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('App secret', { selector: 'input' }), { target: { value: ' s3cret ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSave).toHaveBeenCalledWith('s3cret');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByText('Open'));
    expect((screen.getByLabelText('App secret', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Please input the app secret')).toBeNull();
  });

  it('stays open when the save did not go through', async () => {
    renderWithProviders(<Harness onSave={async () => false} />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent.change(screen.getByLabelText('App secret', { selector: 'input' }), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
