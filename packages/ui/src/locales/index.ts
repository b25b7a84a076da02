export { loadKitMessages, loadedKitMessages } from './loadKitMessages';
export type { KitMessageKey } from './en';
