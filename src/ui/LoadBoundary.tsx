import { Component, type ReactNode } from 'react'

interface LoadBoundaryProps {
  /** What stands in for the part that could not load. */
  fallback: ReactNode
  onError?: (error: unknown) => void
  children: ReactNode
}

/**
 * Parts loaded on first use (dialogs, the chat panel) can fail to download: offline before the
 * worker cached them, or a deploy replaced the file. Then only that part is missing, never the page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
