import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

/** F3.4 usage history on the home: the demo individual's main line (S-1001) and its 30-day cycle. */

interface ConsumptionRecord {
  statDate: string;
  unitType: number;
  consumeAmount: number;
}

/** The line's records over the cycle the page shows (the browser's last 30 days), asked with the page's own session. */
async function cycleRecords(page: Page): Promise<{ days: string[]; records: ConsumptionRecord[] }> {
  return page.evaluate(async () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const now = new Date();
    const days = Array.from({ length: 30 }, (_, index) => {
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29 + index);
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    });
    const response = await fetch('/ecare/statistics/consumption/list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: localStorage.getItem('token') ?? '' },
      body: JSON.stringify({ subsId: 'S-1001', accNbr: '771234567', beginDate: days[0], endDate: days[29] }),
    });
    const body = (await response.json()) as { data: { consumptionList: ConsumptionRecord[] } };
    return { days, records: body.data.consumptionList };
  });
}

/** "3 Mar", as the chart and its table write a day in English. */
function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

test.describe('F3.4 usage history and run-out forecast on the home', () => {
  test('the usage chart and its table show the line’s daily calls, day by day, with their total', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const usage = page.getByRole('region', { name: 'Usage history' });
    await usage.getByRole('radio', { name: 'Calls' }).check();
    await expect(usage.getByRole('group', { name: /^Daily Calls use, / })).toBeVisible();

    const { days, records } = await cycleRecords(page);
    const minutes = new Map(records.filter((r) => r.unitType === 2).map((r) => [r.statDate, r.consumeAmount]));
    const total = [...minutes.values()].reduce((sum, value) => sum + value, 0);
    await expect(usage.getByText(`Total: ${total.toLocaleString('en-GB')} min`, { exact: true })).toBeVisible();

    await usage.getByRole('button', { name: 'Show as a table' }).click();
    const table = usage.getByRole('table', { name: /^Daily Calls use, / });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(31);
    for (const [index, day] of days.entries()) {
      await expect(rows.nth(index + 1)).toHaveText(`${dayLabel(day)}${(minutes.get(day) ?? 0).toLocaleString('en-GB')} min`);
    }
  });

  test('the forecast warns that the data bundle runs out before it expires, in the forecast and on the balance card', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const forecast = page.getByRole('region', { name: 'At your current pace' });
    // The main line's data: 3.2 GB left, expiring in 20 days, at several hundred MB a day.
    await expect(forecast.getByRole('listitem').filter({ hasText: /^Data: / })).toHaveText(/^Data: runs out around \d{1,2}(st|nd|rd|th) \w{3} \d{4}, before it expires on \d{1,2}(st|nd|rd|th) \w{3} \d{4}\.$/);
    // The night data bundle expired two days ago.
    await expect(forecast.getByRole('listitem').filter({ hasText: /^Night data: / })).toHaveText(/^Night data: expired on /);
    // The balance card's data item carries the same gentle warning (the local calls, 25 min left, too).
    const warnings = page.getByText(/^At your current pace this runs out around \d{1,2}(st|nd|rd|th) \w{3} \d{4}, before it expires on \d{1,2}(st|nd|rd|th) \w{3} \d{4}\.$/);
    await expect(warnings).toHaveCount(2);
  });

  test('keyboard: one tab stop into the chart, arrow keys and Home move between days', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const usage = page.getByRole('region', { name: 'Usage history' });
    const chart = usage.getByRole('group', { name: /^Daily Data use, / });
    // The drawing loads on first use; until it is in, Tab would pass its place by.
    await expect(chart).toBeVisible();
    await usage.getByRole('radio', { name: 'Data' }).focus();
    await page.keyboard.press('Tab');
    await expect(chart).toBeFocused();
    const { days } = await cycleRecords(page);
    const tip = usage.getByRole('tooltip');
    await expect(tip).toHaveText(new RegExp(`^${dayLabel(days[29]!)}: [\\d.,]+ (KB|MB|GB)$`));
    await page.keyboard.press('ArrowLeft');
    await expect(tip).toHaveText(new RegExp(`^${dayLabel(days[28]!)}: `));
    await page.keyboard.press('Home');
    await expect(tip).toHaveText(new RegExp(`^${dayLabel(days[0]!)}: `));
    await expect(chart).toHaveAccessibleDescription(new RegExp(`^${dayLabel(days[0]!)}: `));
    await page.keyboard.press('Tab');
    await expect(usage.getByRole('button', { name: 'Show as a table' })).toBeFocused();
  });
});
