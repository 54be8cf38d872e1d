import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { EventBus } from '../../platform/event-bus';

export interface AppErrorBoundaryProps {
  bus: EventBus | null;
  children: ReactNode;
}

/**
 * Publishes an error the configurator cannot recover from as `page-error` {type: 'orchestration'}
 * so the region gate shows the apology page, and renders nothing in its place.
 */
export function reportOrchestrationError(bus: EventBus | null, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error('[configurator] fatal error', error);
  bus?.publish('page-error', { version: 1, type: 'orchestration', source: 'configurator', message });
}

/** Catches render errors of any scene (a React error boundary must be a class). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    reportOrchestrationError(this.props.bus, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
