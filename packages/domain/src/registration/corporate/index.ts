/** Corporate sign-up at /signUp-c (F2.11; docs/adr/0020-corporate-sign-up.md) and sign-up help (F2.19). */
export * from './model';
export * from './rules';
export * from './draft';
export * from './help/helpItems';
