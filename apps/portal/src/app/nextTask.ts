type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a task of its own (the scheduler's yield where the browser has it, a timer otherwise):
 * what follows runs after the browser has had a chance to handle input and paint, instead of in
 * one long task with what came before.
 */
export const nextTask = (): Promise<void> => (globalThis as Yielding).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
