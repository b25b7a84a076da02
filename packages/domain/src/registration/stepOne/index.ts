/** Sign-up step one and the code step (spec 02 §2, §4, §5; F2.1–F2.3). */

export * from './model';
