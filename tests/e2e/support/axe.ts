import type { Frame, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** WCAG 2.0 A and AA, and 2.1 AA: what issue 22 holds every console page and the widget to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];
/** Best-practice rules run too and fail the check whatever their impact: issue 22 names them. */
const ALSO_REQUIRED = ['empty-table-header'];

export type AxeTotals = Record<Impact, number>;

export interface AxeReport {
  /** Violated rules per impact. */
  totals: AxeTotals;
  /** Critical and serious violations (and those of ALSO_REQUIRED), one line each with the first elements they were found on. */
  blocking: string[];
}

function describe(v: Result): string {
  const where = v.nodes
    .slice(0, 3)
    .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`)
    .join('; ');
  return `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} element(s): ${where}`;
}

/**
 * Runs axe-core in the page (or one frame of it) and prints a line of totals, as
 * `[axe] <name>: critical 0, serious 0, moderate 0, minor 0`. The context must bypass the CSP
 * (`test.use({ bypassCSP: true })`): the console and the widget allow only their own scripts.
 */
export async function axeScan(target: Page | Frame, name: string): Promise<AxeReport> {
  await target.addScriptTag({ path: require.resolve('axe-core') });
  const results = await target.evaluate(
    ([tags, extra]) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
        resultTypes: ['violations'],
      }),
    [TAGS, ALSO_REQUIRED] as const,
  );
  const totals = Object.fromEntries(IMPACTS.map((i) => [i, results.violations.filter((v) => v.impact === i).length])) as AxeTotals;
  console.log(
    `[axe] ${name}: ${IMPACTS.map((i) => `${i} ${totals[i]}`).join(', ')}${results.violations.length ? ` (${results.violations.map((v) => v.id).join(', ')})` : ''}`,
  );
  const blocking = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious' || ALSO_REQUIRED.includes(v.id)).map(describe);
  return { totals, blocking };
}
