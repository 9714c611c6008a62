import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button, type ButtonProps } from "./button";

type ButtonLinkProps = Pick<ButtonProps, "variant" | "size" | "className" | "onClick"> & {
  href: string;
  children: ReactNode;
  /** A guided tour's step points at it. */
  "data-tour"?: string;
};

/** A link to another page of the app that looks like a button (Log In, Get started, Back to Community). */
export function ButtonLink({ href, children, ...button }: ButtonLinkProps) {
  return (
    <Button asChild {...button}>
      <Link href={href}>{children}</Link>
    </Button>
  );
}
