import { Component, type ReactNode } from 'react';

/** A page's code that could not be fetched (offline, or replaced by a newer build). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      error.message,
    )
  );
}

interface Props {
  /** Called before trying again, so the page's loader starts afresh. */
  onRetry: () => void;
  children: () => ReactNode;
}

interface State {
  error: unknown;
  /** A fresh load was already tried: Chromium keeps a failed module import, so it fails again. */
  retried: boolean;
}

/**
 * Catches a page whose code could not be loaded: says so in Dutch (offline, or a plain
 * failure) instead of the generic error, and tries again by itself when the connection
 * returns. Any other error goes on to the outer error boundary.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null, retried: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidUpdate(): void {
    // The browser remembers a module it could not fetch, so a second try in this document
    // fails without asking the network: once online, load the page afresh instead.
    if (this.state.retried && isChunkLoadError(this.state.error) && navigator.onLine) {
      window.location.reload();
    }
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (!this.state.error) return;
    if (this.state.retried && navigator.onLine) {
      window.location.reload();
      return;
    }
    this.props.onRetry();
    this.setState({ error: null, retried: true });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children();
    if (!isChunkLoadError(error)) throw error;
    const offline = !navigator.onLine;
    return (
      <section className="page offline-page" role="alert">
        <h1 tabIndex={-1}>{offline ? 'Je bent offline' : 'Deze pagina kon niet worden geladen'}</h1>
        <p>
          {offline
            ? 'Deze pagina is nog niet eerder geopend en kan zonder verbinding niet worden geladen. Zodra je weer online bent, verschijnt hij vanzelf.'
            : 'Controleer je verbinding en probeer het opnieuw.'}
        </p>
        <button type="button" className="button" onClick={this.retry}>
          Opnieuw proberen
        </button>
      </section>
    );
  }
}
