import { Component, type ErrorInfo, type ReactNode } from "react";

type Boundary = { failed: ReactNode; children: ReactNode };

/**
 * Shows `failed` instead of its children once they threw (their code did not load, or they failed to render), so one
 * missing chunk does not take more of the page with it than it must. Give it a new `key` to try the children again.
 * Part of the first load: the page's own last line of defence is one.
 */
export class LoadBoundary extends Component<Boundary, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}
