import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/**
 * Shows `fallback` instead of a tree that crashed while rendering. With `resetKey` (the
 * location, around the screens), moving to another page tries again, as a person expects
 * from the crash page's links.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; resetKey?: unknown },
  { hasError: boolean; resetKey: unknown }
> {
  override state = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ hasError: boolean }> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: unknown },
    state: { hasError: boolean; resetKey: unknown },
  ): Partial<{ hasError: boolean; resetKey: unknown }> | null {
    if (props.resetKey === state.resetKey) return null;
    return { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
