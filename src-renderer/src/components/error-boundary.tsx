import { Component, type ErrorInfo, type ReactNode } from 'react';

export function ErrorFallback() {
  return (
    <div className="error-fallback" role="alert">
      <h1>Er is iets misgegaan</h1>
      <p>Ververs de pagina of probeer het later opnieuw.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Pagina verversen
      </button>
    </div>
  );
}

interface State {
  failed: boolean;
}

/** Catches render errors of a page and shows the Dutch fallback instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Fout bij het tonen van de pagina:', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    // Navigating elsewhere gives the next page a fresh chance.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
