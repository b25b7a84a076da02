/** Server calls: Step-up authentication: face, code, memorable word (spec 03 F3.10). */
export {};
