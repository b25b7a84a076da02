/** Delivery addresses and the address book (spec 02 F2.17): add, edit, default, delete, postal-code lookup. */
export * from './addressBookCalls';
export * from './addressBookRules';
export * from './addressPage';
