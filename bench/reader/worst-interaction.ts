/** A script that ran in a long animation frame, as the Long Animation Frame API attributes it. */
export interface FrameScript {
  /** What called it: an event listener ("INPUT#contact-name.onkeydown"), a promise, a timer, a module's own run. */
  invoker: string
  /** Its file's name, without the origin. */
  source: string
  /** The function that was called, when the browser knows it. */
  functionName: string
  /** Start, ms after the interaction. */
  start: number
  ms: number
}

/** A long animation frame that overlapped the interaction; times ms after the interaction. */
export interface LongFrame {
  start: number
  ms: number
  blockingMs: number
  /** Its end-of-frame style and layout. */
  styleAndLayoutMs: number
  scripts: FrameScript[]
}

/** The interaction INP names, split as the web-vitals attribution build splits it. */
export interface WorstInteraction {
  ms: number
  /** The first event of the interaction: keydown, pointerdown, … */
  event: string
  /** The control: its tag and its name, label or text. */
  target: string
  /** The key pressed, for a keyboard interaction. */
  key?: string
  inputDelayMs: number
  processingMs: number
  presentationMs: number
  /** The document's loading state when it happened. */
  loadState: string
  /**
   * Where its time went by the long frames over it (absent when none was long): script over 5 ms, style and
   * layout, paint off the main thread, and the rest, which no frame explains (short scripts, the browser's own
   * work, or a thread waiting for a core on a loaded machine).
   */
  split?: { scriptMs: number; styleAndLayoutMs: number; paintMs: number; unattributedMs: number }
  frames: LongFrame[]
}

const round = (ms: number) => Math.round(ms)

/** The scripts that took longest first, at most a few: the rest is noise in a line. */
const longestScripts = (scripts: FrameScript[], count = 3) => [...scripts].sort((a, b) => b.ms - a.ms).slice(0, count)

/** Where a script came from, short: "index-Ab12.js › onKey", or its invoker when the source is unknown. */
const scriptName = ({ source, functionName, invoker }: FrameScript) =>
  `${invoker}${source ? ` (${source}${functionName ? ` › ${functionName}` : ''})` : ''}`

/** One line: what the reader did and how the time split. */
export function interactionLine(worst: WorstInteraction): string {
  const key = worst.key === undefined ? '' : ` "${worst.key}"`
  const split = worst.split
    ? `; by its long frames: script ${round(worst.split.scriptMs)}, style and layout ${round(worst.split.styleAndLayoutMs)}, ` +
      `paint ${round(worst.split.paintMs)}, unattributed ${round(worst.split.unattributedMs)} ms`
    : ''
  return (
    `${worst.event}${key} on ${worst.target}: input delay ${round(worst.inputDelayMs)} + processing ` +
    `${round(worst.processingMs)} + presentation ${round(worst.presentationMs)} ms (${worst.loadState})${split}`
  )
}

/** A line per long frame overlapping the interaction, with its longest scripts. */
export function frameLines(worst: WorstInteraction): string[] {
  if (worst.frames.length === 0) return ['no long animation frame overlapped it']
  return worst.frames.map(
    (frame) =>
      `long frame at ${round(frame.start)} ms, ${round(frame.ms)} ms (blocking ${round(frame.blockingMs)}, style and layout ` +
      `${round(frame.styleAndLayoutMs)}): ${
        longestScripts(frame.scripts)
          .map((script) => `${round(script.ms)} ms at ${round(script.start)} ${scriptName(script)}`)
          .join('; ') || 'no script over 5 ms'
      }`,
  )
}
