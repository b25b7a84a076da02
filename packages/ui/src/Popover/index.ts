export * from './Popover';
export * from './usePopover';
