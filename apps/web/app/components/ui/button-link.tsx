import { Link, type LinkProps } from "react-router";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./button";

/** A link (it navigates) with the look of a button. */
export function ButtonLink({ variant, size, className, ...rest }: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClassName(variant, size, className)} {...rest} />;
}
