/** Server calls: Password, face, register or upgrade, success (spec 02 §3–§4; F2.7–F2.9). */
export {};
