import { Component, type ReactNode } from 'react'
import { LoadAttempt } from './load-attempt.ts'

interface LoadBoundaryProps {
  /** What stands in for the part that could not load. */
  fallback: ReactNode
  onError?: (error: unknown) => void
  /** Changes each time the reader asks for the part again; a part that failed is then tried again. */
  request?: number
  children: ReactNode
}

interface LoadBoundaryState {
  failed: boolean
  request?: number
  attempt: object
}

/**
 * Parts loaded on first use (dialogs, the chat panel) can fail to download: offline before the
 * worker cached them, or a deploy replaced the file. Then only that part is missing, never the page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  state: LoadBoundaryState = { failed: false, request: this.props.request, attempt: {} }

  static getDerivedStateFromProps(props: LoadBoundaryProps, state: LoadBoundaryState) {
    return props.request === state.request ? null : { failed: false, request: props.request, attempt: {} }
  }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  render() {
    if (this.state.failed) return this.props.fallback
    return <LoadAttempt value={this.state.attempt}>{this.props.children}</LoadAttempt>
  }
}
