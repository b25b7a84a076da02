/** Calls: Shop checkout (F4.4): fee calculation, delivery or pickup, invoice buyer, order save, payment. */
export {};
