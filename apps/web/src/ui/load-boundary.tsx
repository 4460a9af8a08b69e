import { Component, type ReactNode } from "react";

type Boundary = { failed: ReactNode; children: ReactNode };

/**
 * Shows `failed` instead of its children once they threw (their code did not load), so one missing chunk does not
 * take the whole page with it. Give it a new `key` to try the children again.
 */
export class LoadBoundary extends Component<Boundary, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}
