export { createIcon, type IconNode, type IconProps } from './createIcon';
