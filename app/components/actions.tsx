import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";

/**
 * What a person can do on a page, drawn one way everywhere: the page's main action (filled)
 * and another beside it (outlined), as a link, a button or a link to a file; over a photo
 * (the home page's), `bright` and `light` instead.
 */
const LOOKS = {
  main: "button-primary border border-transparent px-5 py-2.5 disabled:cursor-wait disabled:opacity-70",
  other: "rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold hover:bg-slate-50",
  bright: "rounded-lg bg-accent-400 px-5 py-3 font-semibold text-ink shadow hover:bg-accent-500",
  light: "rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10",
} as const;

export type ActionLook = keyof typeof LOOKS;

export function actionClass(look: ActionLook = "main", extra = ""): string {
  return extra ? `${LOOKS[look]} ${extra}` : LOOKS[look];
}

/** An action that goes somewhere on the site. */
export function ActionLink({
  to,
  look = "main",
  className,
  children,
}: {
  to: string;
  look?: ActionLook;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={actionClass(look, className)}>
      {children}
    </Link>
  );
}

/** An action that sends its form. */
export function ActionButton({
  look = "main",
  className,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: ActionLook }) {
  return (
    <button type="submit" {...button} className={actionClass(look, className)}>
      {children}
    </button>
  );
}

/** Actions side by side, wrapping on a narrow screen; `className` places the row. */
export function Actions({ className = "mt-6", children }: { className?: string; children: ReactNode }) {
  return <div className={`flex flex-wrap gap-3 ${className}`}>{children}</div>;
}
