/**
 * An amount as a top-up or a payment request carries it: up to 6 whole digits and 2 decimals, no
 * sign and no grouping, so a body is refused before its amount is ever read as a number.
 */
export const PLAIN_AMOUNT = /^\d{1,6}(?:\.\d{1,2})?$/;
