import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page with its heading, and the browser title to match. */
export function Page({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The way back to where the page belongs, shown under the heading as `← label`. */
  back?: { to: string; label: string };
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
      {back ? (
        <p>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      {children}
    </section>
  );
}
