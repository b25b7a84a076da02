export * from './Combobox';
export * from './AsyncCombobox';
export * from './useAsyncOptions';
