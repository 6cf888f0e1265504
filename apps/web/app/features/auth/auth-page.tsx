import type { ReactNode } from "react";
import { SiteLogo } from "../../components/brand/site-logo";

/** The frame of the standalone account pages: the logo, a heading and a card. */
export function AuthPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="auth-page container" aria-labelledby="auth-page-title">
      <div className="auth-page__card">
        <SiteLogo />
        <h1 id="auth-page-title" className="auth-page__title">
          {title}
        </h1>
        {lead ? <p className="auth-page__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
