/** The signed-in shell: menus, permissions, explore and limited access (spec 03 F3.1, F3.12, F3.13). */
export * from './access';
export * from './iframeMenu';
export * from './lineCount';
export * from './menu';
export * from './model';
export * from './operationLog';
export * from './routePatterns';
export * from './shellKeys';
