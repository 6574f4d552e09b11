import { useEffect, type ReactNode } from 'react';

/** A page with its heading, and the browser title to match. */
export function Page({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | Warmteportaal`;
  }, [title]);
  return (
    <section className="page">
      <header className="page-header">
        <h1 tabIndex={-1}>{title}</h1>
        {intro ? <p className="page-intro">{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}
