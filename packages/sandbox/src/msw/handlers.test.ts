import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHandlers, scenarioHandlers } from './index';

const server = setupServer(...createSandboxHandlers());

describe('MSW host (B4)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('forwards operator calls on any origin to the sandbox app', async () => {
    const response = await fetch('https://selfcare.example/ecare/user/currentInfo', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '401' });
  });

  it('named scenario groups take precedence when used', async () => {
    server.use(...scenarioHandlers.gatewayTimeout);
    const response = await fetch('https://selfcare.example/ecare/user/currentInfo', { method: 'POST' });
    expect(response.status).toBe(504);
  });
});
