import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { LoginForm } from '../LoginForm';

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 300, status, statusText: '', json: () => Promise.resolve(body) } as Response);
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

describe('LoginForm', () => {
  const fetchMock = jest.fn();
  const onSignedIn = jest.fn();
  const onChooseWorkspace = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onSignedIn.mockReset();
    onChooseWorkspace.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onChooseWorkspace={onChooseWorkspace} />);
  });

  it('validates with the messages of spec §5 before calling the server', async () => {
    await fillAndSubmit('nope', '');
    expect(screen.getByText('Please enter the correct email format')).toBeTruthy();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in as an agent of the console, sending the language', async () => {
    const user = { userId: 'u1', displayName: 'Ann' };
    fetchMock.mockReturnValue(answer(200, { data: { user } }));
    await fillAndSubmit('ann@example.com', 'secret');
    const body = JSON.parse(String(fetchMock.mock.calls[0][1].body)) as Record<string, unknown>;
    expect(fetchMock.mock.calls[0][0]).toBe('/api/init');
    expect(body).toMatchObject({
      type: 'agent',
      username: 'ann@example.com',
      password: 'secret',
      lang: 'en',
      supportMultipleAccounts: true,
      clientType: 26,
    });
    expect(onSignedIn).toHaveBeenCalledWith(user);
  });

  it("shows the server's message under the form", async () => {
    fetchMock.mockReturnValue(answer(401, { error: { code: 401, message: 'Incorrect email or password' } }));
    await fillAndSubmit('ann@example.com', 'wrong');
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands the workspaces of a code 253 answer to the picker', async () => {
    fetchMock.mockReturnValue(
      answer(409, {
        error: {
          code: 253,
          message: 'Please choose a workspace',
          extraInfo: {
            accounts: [
              { id: 'w1', name: 'One' },
              { id: 'w2', name: 'Two' },
            ],
          },
        },
      }),
    );
    await fillAndSubmit('ann@example.com', 'secret');
    expect(onChooseWorkspace).toHaveBeenCalledWith(
      [
        { id: 'w1', name: 'One' },
        { id: 'w2', name: 'Two' },
      ],
      { email: 'ann@example.com', password: 'secret' },
    );
  });
});
