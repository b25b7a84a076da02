/** Layout constants of the specification shared by every area. */
export * from './dialogWidths';
