export * from './Tooltip';
export * from './HelpTooltip';
