import { expect, type Locator, type Page } from '@playwright/test';

/** Automatic assignment in the console: a team card's mode, an agent's capacity card, the inbox queue indicator. */
export class Assignment {
  readonly queueIndicator: Locator;
  readonly capacityCard: Locator;
  readonly capacityInput: Locator;
  readonly saveCapacity: Locator;

  constructor(private readonly page: Page) {
    this.queueIndicator = page.getByTestId('queue-indicator');
    this.capacityCard = page.getByTestId('agent-capacity');
    this.capacityInput = page.getByTestId('capacity-input');
    this.saveCapacity = page.getByTestId('save-capacity');
  }

  /** On an opened team card (TeamsPage.open): the mode select. */
  modeSelect(card: Locator): Locator {
    return card.getByTestId('assignment-mode');
  }

  teamQueueLength(card: Locator): Locator {
    return card.getByTestId('team-queue-length');
  }

  /** On /agents/{id}: sets the capacity through the card's form. */
  async setCapacity(agentId: string, capacity: number): Promise<void> {
    await this.page.goto(`/agents/${agentId}`);
    await expect(this.capacityInput).toBeVisible();
    await this.capacityInput.fill(String(capacity));
    await this.saveCapacity.click();
    await expect(this.page.getByTestId('agent-open-count')).toContainText(`of ${capacity} open conversations`);
  }
}
