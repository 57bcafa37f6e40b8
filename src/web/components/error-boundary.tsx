import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { CrashScreen } from './crash-screen.tsx';

/**
 * Last-resort boundary around the whole app (the router's errorElement catches what
 * happens inside routes; this catches the rest, e.g. a provider).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <CrashScreen isInsideRouter={false} />;
    return this.props.children;
  }
}
