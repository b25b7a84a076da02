import { http, HttpResponse, delay, type RequestHandler } from 'msw';
import { createSandboxApp, type SandboxApp } from '../app';

const OPERATOR_PATHS = ['/ecare/*', '/uc/*', '/i18n/*', '/kb/*', '/__sandbox/*'];

/**
 * MSW handlers that forward every operator call to the sandbox app (Storybook and Node tests).
 * Matches any origin, so a story can use relative URLs and a test an absolute one.
 */
export function createSandboxHandlers(app: SandboxApp = createSandboxApp()): RequestHandler[] {
  return OPERATOR_PATHS.map((path) =>
    http.all(`*${path}`, async ({ request }) => {
      // The request keeps its own origin: the control routes compare it with the Origin header.
      return app.fetch(new Request(request.url, request));
    }),
  );
}

/** The envelope a scenario answers with; one place so all groups stay consistent. */
function envelope(code: string, resultMsg: string, status: number) {
  return HttpResponse.json({ code, resultCode: code, resultMsg }, { status });
}

/**
 * Scenario switches as named handler groups (ARCHITECTURE.md): put one before the sandbox handlers
 * (`msw.use(...scenarioHandlers.maintenance)`) to make every operator call answer that way.
 */
export const scenarioHandlers = {
  maintenance: [http.all('*/ecare/*', () => envelope('593', 'System maintenance', 593)), http.all('*/uc/*', () => envelope('593', 'System maintenance', 593))],
  gatewayTimeout: [http.all('*/ecare/*', () => envelope('504', 'Gateway timeout', 504)), http.all('*/uc/*', () => envelope('504', 'Gateway timeout', 504))],
  sessionExpired: [http.all('*/ecare/*', () => envelope('401', 'Session expired', 401)), http.all('*/uc/*', () => envelope('401', 'Session expired', 401))],
  slowNetwork: [
    http.all('*/ecare/*', async () => {
      await delay(3000);
      return undefined;
    }),
  ],
  networkError: [http.all('*/ecare/*', () => HttpResponse.error()), http.all('*/uc/*', () => HttpResponse.error())],
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarioHandlers;
