import { expect, test } from './support/test';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { Toasts } from './pages/Toasts';
import { RESET_LINK, createAgent, linkFromOutbox } from './support/server';

test('forgot password → email → reset → sign in with the new password', async ({ page }) => {
  const agent = await createAgent('Reset Agent');
  const forgot = new ForgotPasswordPage(page);
  await forgot.goto();

  await forgot.request('not-an-email');
  await expect(page.getByText('Incorrect email format')).toBeVisible();

  await forgot.request(agent.email);
  await expect(forgot.toast('Check your email')).toBeVisible();
  await expect(forgot.submit).toBeDisabled();
  await expect(forgot.submit).toHaveText(/^Resubmit \((60|59|58)s\)$/);

  const link = await linkFromOutbox(agent.email, RESET_LINK);
  const reset = new ResetPasswordPage(page);
  await reset.goto(link);
  await reset.expectEmail(agent.email);

  await reset.setPassword('', '');
  await expect(reset.message('Please enter both password and confirm password')).toBeVisible();
  await reset.setPassword('New-pass-2', 'New-pass-3');
  await expect(reset.message('Confirm password does not match the password')).toBeVisible();
  await reset.setPassword('weakpassword');
  // It says which parts of the rule are missing, and the checklist under the field ticks the rest.
  await expect(reset.message('The password still needs a digit, an uppercase letter, and a symbol')).toBeVisible();
  const checklist = page.getByTestId('password-checklist');
  await expect(checklist.locator('li[data-met="true"]')).toHaveText([/8 to 64 characters/, /a lowercase letter/]);
  await expect(checklist.locator('li[data-met="false"]')).toHaveText([/a digit/, /an uppercase letter/, /a symbol/]);
  await page.screenshot({ path: 'test-results/screens/password-rule-en.png' });

  await reset.setPassword('New-pass-2');
  await expect(page).toHaveURL(/\/login$/);
  await expect(new Toasts(page).withText('Your password has been reset')).toBeVisible();

  const login = new LoginPage(page);
  await login.signIn(agent.email, 'New-pass-2');
  await expect(page).toHaveURL(/\/conversation$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'The reset password link has expired' })).toBeVisible();
  await expect(page.getByText(/contact customer service/)).toBeVisible();
});

test('an unknown reset link shows an error toast and goes to /', async ({ page }) => {
  // The page's clock is the test's: the toast's 7.5 s pass without waiting for them.
  await page.clock.install();
  await page.goto('/account/this-token-does-not-exist/reset');
  const toast = new Toasts(page).withText('This reset link cannot be used');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // It stays for 7.5 s (spec §8), longer than an ordinary toast (3 s), then leaves.
  await page.clock.runFor(4000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(4000);
  await expect(toast).toBeHidden();
});
