export * from './Tooltip';
export * from './HelpTooltip';
export * from './useTooltip';
