export * from './Popover';
