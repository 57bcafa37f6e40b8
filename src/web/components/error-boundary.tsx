import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

type State = { hasError: boolean; error: unknown; resetKey: unknown };

/**
 * Shows `fallback` instead of a tree that crashed while rendering, given what was thrown. With
 * `resetKey` (the location, around the screens), moving to another page tries again, as a person
 * expects from the crash page's links.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: (error: unknown) => ReactNode; resetKey?: unknown },
  State
> {
  override state: State = { hasError: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { hasError: true, error };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: unknown },
    state: State,
  ): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { hasError: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
