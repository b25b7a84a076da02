export * from './Avatar';
export { initialsOf } from './useAvatar';
