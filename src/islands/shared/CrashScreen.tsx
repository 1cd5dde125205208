import { Component, type ComponentType, type ReactNode } from 'react';
import type { UiKey } from '../../i18n/index.ts';

export const crashLabelKeys = ['crash.title', 'crash.error', 'crash.reload'] as const satisfies readonly UiKey[];
export type CrashLabels = Record<(typeof crashLabelKeys)[number], string>;

/** English words for the rare case that the labels themselves are what broke. */
const fallbackLabels: CrashLabels = { 'crash.title': 'Something went wrong', 'crash.error': 'Error: ', 'crash.reload': 'Reload Page' };

interface BoundaryProps {
  labels: Partial<CrashLabels> | undefined;
  children: ReactNode;
}

/**
 * The crash screen (spec §2, §8): when an island fails to render, it shows "Something went
 * wrong", the error's message and a Reload Page button instead of vanishing.
 */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    console.error('An island crashed', error.message);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const words = { ...fallbackLabels, ...this.props.labels };
    return (
      <div className="crash-screen" role="alert">
        <p className="crash-title">{words['crash.title']}</p>
        <p>
          {words['crash.error']}
          {this.state.error.message}
        </p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {words['crash.reload']}
        </button>
      </div>
    );
  }
}

/** Wraps an island so a render error shows the crash screen; the island's labels carry its words. */
export function withCrashScreen<Props extends { labels: Partial<CrashLabels> }>(Island: ComponentType<Props>): ComponentType<Props> {
  function Guarded(props: Props) {
    return (
      <ErrorBoundary labels={props.labels}>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `WithCrashScreen(${Island.displayName ?? Island.name})`;
  return Guarded;
}
