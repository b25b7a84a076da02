export { createSandboxApp, type SandboxApp, type SandboxOptions } from './app';
export {
  SandboxStore,
  sandboxPasswordKeys,
  isOperatorMobile,
  type Scenario,
  type SandboxSettings,
  type SandboxStoreOptions,
} from './store/SandboxStore';
export { createManualClock, systemClock, type Clock, type ManualClock } from './store/clock';
export type { InboxMessage, Channel } from './store/otp';
export {
  seedCustomers,
  demoIndividual,
  demoCorporate,
  demoAccounts,
  demoFaceImages,
  type SandboxCustomer,
} from './store/seed';
export { renderInboxPage } from './routes/inbox';
