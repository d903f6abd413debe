import { expect, type Locator, type Page } from '@playwright/test';

/** /teams: team cards and the New Team card. */
export class TeamsPage {
  readonly cards: Locator;
  readonly newTeam: Locator;
  readonly newTeamForm: Locator;

  constructor(private readonly page: Page) {
    this.cards = page.getByTestId('team-card');
    this.newTeam = page.getByTestId('new-team');
    this.newTeamForm = page.getByTestId('new-team-form');
  }

  async goto(): Promise<void> {
    await this.page.goto('/teams');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.locator(`[data-testid="team-card"][data-team="${name}"]`);
  }

  async create(name: string): Promise<void> {
    await this.newTeam.click();
    await this.newTeamForm.locator('input[name="teamName"]').fill(name);
    await this.newTeamForm.getByRole('button', { name: 'Create team' }).click();
  }

  async open(name: string): Promise<Locator> {
    const card = this.card(name);
    await card
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await expect(card.getByTestId('rename-team')).toBeVisible();
    return card;
  }
}
