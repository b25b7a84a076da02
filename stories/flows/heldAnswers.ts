import { http, type RequestHandler } from 'msw';

/** The part of a story's context that mocks the network (msw-storybook-addon). */
interface MswContext {
  msw: { use: (...handlers: RequestHandler[]) => void };
}

/** Calls whose answers wait until the story lets them go, so a loading state stays on screen without any timing. */
export interface HeldAnswers {
  /** Story `beforeEach`: holds the calls back; its cleanup lets them go, so none is left waiting. */
  beforeEach(context: MswContext): () => void;
  /** Lets the held calls go on: they fall through to the sandbox (undefined: the next handler answers). */
  release(): void;
}

/** Holds the answers of the calls to `paths` (of any method) in each story that uses its `beforeEach`. */
export function heldAnswers(...paths: string[]): HeldAnswers {
  let letGo: () => void = () => undefined;
  return {
    beforeEach({ msw }) {
      const held = new Promise<void>((resolve) => (letGo = resolve));
      msw.use(...paths.map((path) => http.all(`*${path}`, async () => void (await held))));
      return () => letGo();
    },
    release: () => letGo(),
  };
}
