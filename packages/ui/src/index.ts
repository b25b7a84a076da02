export * from './tokens/index';
export * from './provider/index';
export * from './Button/index';
export * from './TextField/index';
export * from './PasswordField/index';
export * from './FieldError/index';
