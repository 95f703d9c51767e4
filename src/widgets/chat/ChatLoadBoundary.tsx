import { Component, type ReactNode } from 'react'
import { chatCornerPanel } from './chat-layout'

/** The panel loads on first use; if that fails (offline, or a deploy replaced the file), the page must stay up. */
export class ChatLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="status" className={`${chatCornerPanel} z-40 rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl`}>
        The chat could not load. Please check your connection and reload the page.
      </p>
    )
  }
}
