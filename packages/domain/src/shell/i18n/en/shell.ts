/** Messages: The signed-in shell: menus, permissions, explore and limited access (spec 03 F3.1, F3.12, F3.13). */
export const shell = {} as const;
