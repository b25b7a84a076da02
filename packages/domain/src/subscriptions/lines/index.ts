/** Lines, the subscriber card, the main line, balances and boosters (spec 03 F3.2–F3.5). */
export {};
