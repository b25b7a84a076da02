/** Calls: After sale of goods orders (F4.5): return, exchange with its pre-check, SIM change, shipment tracking. */
export {};
