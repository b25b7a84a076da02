export { createSandboxApp, type SandboxApp, type SandboxOptions } from './app';
export { SandboxStore, type Scenario } from './store/SandboxStore';
export { seedCustomers, demoIndividual, demoCorporate, type SandboxCustomer } from './store/seed';
