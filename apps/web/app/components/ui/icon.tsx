import type { ReactNode, SVGProps } from "react";

import type { IconName } from "./icon-names";
import spriteUrl from "./icons.svg?url&no-inline";
export type { IconName };

type LineIconProps = SVGProps<SVGSVGElement> & {
  size?: number;
  /** Spoken name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** The strokes, on the 24px grid. */
  children: ReactNode;
};

/** The frame of every line icon: the 24px grid, drawn with the current text colour. */
export function LineIcon({ size = 20, label, children, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * The named line icons, drawn once in `icons.svg` (a <symbol id="icon-NAME"> each, on the 24px
 * grid) and used by reference: a page carries two elements per icon and no paths, and the
 * browser caches the sprite (docs/decisions/0035, seventeenth session).
 */
type IconProps = Omit<LineIconProps, "name" | "children"> & { name: IconName };

export function Icon({ name, ...rest }: IconProps) {
  return (
    <LineIcon {...rest}>
      <use href={`${spriteUrl}#icon-${name}`} />
    </LineIcon>
  );
}
