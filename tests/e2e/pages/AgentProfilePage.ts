import type { Locator, Page } from '@playwright/test';

/** /agents/{id}: header, and the Profile, Permissions and Conversations tabs. */
export class AgentProfilePage {
  readonly name: Locator;
  readonly permissionsPanel: Locator;
  readonly savePermissions: Locator;
  readonly selfWarning: Locator;
  readonly deleteAgent: Locator;
  readonly confirmDelete: Locator;
  /** The Profile tab's tag picker (spec §3 Agent tag list). */
  readonly tags: Locator;
  readonly tagInput: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByRole('heading', { level: 1 });
    this.permissionsPanel = page.getByTestId('permissions-panel');
    this.savePermissions = page.getByTestId('save-permissions');
    this.selfWarning = page.getByTestId('self-permission-warning');
    this.deleteAgent = page.getByTestId('delete-agent');
    this.confirmDelete = page.getByTestId('confirm-delete-agent');
    this.tags = page.getByTestId('agent-tags');
    this.tagInput = page.getByTestId('agent-tag-input');
  }

  async tab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** The checkbox of one permission ('all', 'console', 'report'...). */
  permission(value: string): Locator {
    return this.page.getByTestId(`permission-${value}`).getByRole('checkbox');
  }
}
