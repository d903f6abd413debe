import { expect, type Locator, type Page } from '@playwright/test';

/** /agents: the agent table, the invite popover, the pending invitations and the report menu. */
export class AgentsPage {
  readonly invite: Locator;
  readonly inviteForm: Locator;
  readonly inviteEmail: Locator;
  readonly inviteName: Locator;
  readonly send: Locator;
  readonly exportMenu: Locator;
  readonly pending: Locator;

  constructor(private readonly page: Page) {
    this.invite = page.getByTestId('invite-agent');
    this.inviteForm = page.getByTestId('invite-form');
    this.inviteEmail = this.inviteForm.locator('input[name="email"]');
    this.inviteName = this.inviteForm.locator('input[name="displayName"]');
    this.send = page.getByTestId('send-invitation');
    this.exportMenu = page.getByTestId('agent-export');
    this.pending = page.getByTestId('pending-invitations');
  }

  async goto(): Promise<void> {
    await this.page.goto('/agents');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The row of an agent, by email. */
  row(email: string): Locator {
    return this.page.getByTestId('agent-table').locator(`tbody tr[data-row="${email}"]`);
  }

  /** The row of an invitation nobody has accepted yet, by email. */
  pendingRow(email: string): Locator {
    return this.pending.locator(`tbody tr[data-row="${email}"]`);
  }

  /** The invite form's box for a team, by name. */
  inviteTeam(name: string): Locator {
    return this.inviteForm.getByTestId('invite-teams').getByRole('checkbox', { name });
  }

  async openProfile(email: string): Promise<void> {
    await this.row(email).getByTestId('agent-profile-link').click();
    await expect(this.page.getByTestId('agent-page')).toBeVisible();
  }
}
