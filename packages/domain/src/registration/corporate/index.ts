/** Corporate sign-up at /signUp-c (docs/adr on its steps). */
export {};
