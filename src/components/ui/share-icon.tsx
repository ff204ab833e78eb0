import { Icon, type IconProps } from './icons.tsx';

/*
 * Apart from icons.tsx, whose every icon ships in Home's first-view script: only the install
 * help, a dialog loaded when it opens, draws this one.
 */

/** Safari's Share button on iOS: an arrow up out of a box. */
export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v12" />
      <path d="m8 7 4-4 4 4" />
      <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
    </Icon>
  );
}
