/** After sale of goods orders (F4.5): return, exchange with its pre-check, SIM change, shipment tracking, receipt. */
export * from './afterSaleForms';
export * from './afterSaleModel';
export * from './afterSaleOutcome';
export * from './afterSalePaths';
export * from './afterSaleRules';
export * from './shipment';
