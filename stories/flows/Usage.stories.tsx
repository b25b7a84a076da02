import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readMoneyValue } from '@gaia/domain';
import { WithServerState } from '../../apps/portal/src/app/InMemoryPortal';
import UsagePanel from '../../apps/portal/src/features/home/usage/UsagePanel';
import RunOutNotice from '../../apps/portal/src/features/home/usage/RunOutNotice';
import { USAGE_TODAY, usageBalance, usageLine, usageRecords } from './Usage.fixtures';
import { resetPortal } from './sandboxSession';
import { successAnswer } from './successAnswer';

const CONSUMPTION = '*/ecare/statistics/consumption/list';
const BALANCE = '*/ecare/balance';

const consumption = (records = usageRecords()) =>
  http.post(CONSUMPTION, () =>
    successAnswer({ beginDate: '2026-02-19', endDate: USAGE_TODAY, consumptionList: records }),
  );
const balance = http.post(BALANCE, () => successAnswer(usageBalance));

/** The panel as the home shows it, and each bundle's run-out notice as the balance items show it. */
function UsageStage({ notices = false }: { notices?: boolean }) {
  return (
    <WithServerState>
      <UsagePanel subsId={usageLine.subsId} accNbr={usageLine.accNbr} today={USAGE_TODAY} />
      {notices ? (
        <ul aria-label="bundles">
          {usageBalance.balanceList!.map((item) => (
            <li key={item.acctResCode} data-testid={`bundle-${item.acctResCode}`}>
              {item.acctResName}
              <RunOutNotice
                subsId={usageLine.subsId}
                unitType={Number(item.unitType)}
                remaining={readMoneyValue(item.realBalance) ?? 0}
                expiryDate={item.expDate}
                today={USAGE_TODAY}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </WithServerState>
  );
}

/**
 * The home's usage history (F3.4, issue 14 item 4) against the operator's consumption call, mocked
 * per story: 30 days ending 20 Mar 2026, the line's bundles from /ecare/balance.
 */
const meta = {
  title: 'Flows/Usage history',
  component: UsageStage,
  parameters: { layout: 'padded' },
  loaders: [resetPortal],
  beforeEach({ msw }) {
    msw.use(consumption(), balance);
  },
} satisfies Meta<typeof UsageStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  title: /^(Usage history|سجل الاستخدام)$/,
  choice: /^(Usage type|نوع الاستخدام)$/,
  data: /^(Data|البيانات)$/,
  calls: /^(Calls|المكالمات)$/,
  sms: /^(SMS|الرسائل القصيرة)$/,
  whatsapp: /^(WhatsApp|واتساب)$/,
  showTable: /^(Show as a table|العرض كجدول)$/,
  retry: /^(Retry|إعادة المحاولة)$/,
};

async function panel(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: text.title }, { timeout: 8000 });
}

/** The loaded history: the chart's drawing loads on first use, so wait for it generously. */
async function loaded(canvasElement: HTMLElement) {
  const region = await panel(canvasElement);
  await within(region).findByRole('radiogroup', { name: text.choice }, { timeout: 8000 });
  return within(region);
}

// F3.4 usage history: loading
/** While the history loads, the panel is busy and keeps the chart's place (no shift when it comes). */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CONSUMPTION, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(region.getBoundingClientRect().height).toBeGreaterThan(380);
  },
  parameters: { screenshot: { disable: true } },
};

let failing = true;
// F3.4 usage history: error with retry in place
/** A failed call says so in place and offers Try again, which loads the history there. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    failing = true;
    msw.use(
      http.post(CONSUMPTION, () =>
        failing
          ? HttpResponse.json(
              { code: '500', resultCode: '500', resultMsg: 'Service unavailable', data: null },
              { status: 500 },
            )
          : successAnswer({
              beginDate: '2026-02-19',
              endDate: USAGE_TODAY,
              consumptionList: usageRecords(),
            }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(
      await within(region).findByText(
        /^(Your usage history could not be loaded\.|تعذّر تحميل سجل استخدامك\.)$/,
      ),
    ).toBeVisible();
    failing = false;
    await userEvent.click(within(region).getByRole('button', { name: text.retry }));
    await expect(
      await within(region).findByRole('radiogroup', { name: text.choice }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

// F3.4 usage history: empty
/** No use in the cycle: an empty state instead of a flat chart. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(consumption([]));
  },
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(
      region.getByRole('heading', {
        name: /^(Nothing used in the last 30 days\.|لا يوجد استخدام خلال آخر 30 يومًا\.)$/,
      }),
    ).toBeVisible();
    await expect(region.queryByRole('button', { name: text.showTable })).not.toBeInTheDocument();
  },
};

// F3.4 usage history: data (the default unit type) and its table
/** Data first: the total and recent pace, the chart, and its table with every day of the cycle. */
export const DataWithTable: Story = {
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(region.getByRole('radio', { name: text.data })).toBeChecked();
    await expect(region.getByText(/^(Total: 14\.4 GB|المجموع: 14\.4 غيغابايت)$/)).toBeVisible();
    await expect(
      region.getByText(/^(Recent average: 500 MB a day|المتوسط الأخير: 500 ميغابايت في اليوم)$/),
    ).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: text.showTable }));
    const table = await region.findByRole(
      'table',
      { name: /(Daily Data use|استخدام البيانات اليومي)/ },
      { timeout: 8000 },
    );
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(rows[1]).toHaveTextContent(/(19 Feb|19 فبراير).*500 (MB|ميغابايت)/);
    await expect(rows[30]).toHaveTextContent(/(20 Mar|20 مارس).*250 (MB|ميغابايت)/);
  },
};

// F3.4 usage history: each unit type
/** Calls, SMS and WhatsApp each have their own chart, total and unit. */
export const EachUnitType: Story = {
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await userEvent.click(region.getByRole('radio', { name: text.calls }));
    await expect(region.getByText(/^(Total: 588 min|المجموع: 588 دقيقة)$/)).toBeVisible();
    await expect(
      await region.findByRole(
        'group',
        { name: /(Daily Calls use|استخدام المكالمات اليومي)/ },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await userEvent.click(region.getByRole('radio', { name: text.sms }));
    await expect(region.getByText(/^(Total: 30 SMS|المجموع: 30 رسالة)$/)).toBeVisible();
    await userEvent.click(region.getByRole('radio', { name: text.whatsapp }));
    await expect(region.getByText(/^(Total: 1\.17 GB|المجموع: 1\.17 غيغابايت)$/)).toBeVisible();
  },
};

// F3.4 usage history: keyboard tooltip
/** One tab stop into the chart: the most recent day shows first, Home goes to the first day. */
export const KeyboardTooltip: Story = {
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    const chart = await region.findByRole(
      'group',
      { name: /(Daily Data use|استخدام البيانات اليومي)/ },
      { timeout: 8000 },
    );
    chart.focus();
    await waitFor(() =>
      expect(region.getByRole('tooltip')).toHaveTextContent(/(20 Mar|20 مارس).*250 (MB|ميغابايت)/),
    );
    await userEvent.keyboard('{Home}');
    await expect(region.getByRole('tooltip')).toHaveTextContent(
      /(19 Feb|19 فبراير).*500 (MB|ميغابايت)/,
    );
    await expect(chart).toHaveAccessibleDescription(/(19 Feb|19 فبراير)/);
  },
};

// F3.4 run-out forecast
/**
 * One line per bundle: data runs out before it expires (a warning sign and words), calls last,
 * SMS are unlimited, WhatsApp has expired; the money bucket has no forecast. The balance items'
 * notices agree: only the data bundle warns.
 */
export const ForecastWarning: Story = {
  args: { notices: true },
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    const forecast = await region.findByRole('region', {
      name: /^(At your current pace|بمعدل استخدامك الحالي)$/,
    });
    const lines = within(forecast).getAllByRole('listitem');
    await expect(lines).toHaveLength(4);
    await expect(lines[0]).toHaveTextContent(
      /^Data: runs out around 22nd Mar 2026, before it expires on 31st Mar 2026\.$|^Data: ينفد نحو 22 مارس 2026، قبل انتهاء صلاحيته في 31 مارس 2026\.$/,
    );
    await expect(lines[1]).toHaveTextContent(
      /^Local calls: lasts until about 19th Apr 2026\.$|^Local calls: يكفي حتى 19 أبريل 2026 تقريبًا\.$/,
    );
    await expect(lines[2]).toHaveTextContent(/^SMS: (unlimited|غير محدود)/);
    await expect(lines[3]).toHaveTextContent(
      /^WhatsApp: (expired on 15th Mar 2026|انتهت صلاحيته في 15 مارس 2026)/,
    );
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByTestId('bundle-DATA_MAIN')).getByText(
        /(runs out around 22nd Mar 2026|ينفد هذا نحو 22 مارس 2026)/,
      ),
    ).toBeVisible();
    for (const code of ['VOICE_LOCAL', 'SMS_ALL', 'WHATSAPP', 'BONUS_CASH'])
      await expect(canvas.getByTestId(`bundle-${code}`).textContent).not.toMatch(/runs out|ينفد/);
  },
};
