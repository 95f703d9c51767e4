import { describe, expect, it } from 'vitest'
import { frameLines, interactionLine, type WorstInteraction } from './worst-interaction.ts'

const keydown: WorstInteraction = {
  ms: 256,
  event: 'keydown',
  target: 'input "email"',
  key: 'a',
  inputDelayMs: 180.4,
  processingMs: 20,
  presentationMs: 55.6,
  loadState: 'complete',
  frames: [
    {
      start: -150,
      ms: 330,
      blockingMs: 280,
      styleAndLayoutMs: 12,
      scripts: [
        { invoker: 'TimerHandler:setTimeout', source: 'a.js', functionName: '', start: -140, ms: 6 },
        { invoker: 'Response.json.then', source: 'contact-B2.js', functionName: 'hydrate', start: -120, ms: 170 },
        { invoker: 'INPUT#contact-email.onkeydown', source: 'index-A1.js', functionName: 'dispatch', start: 30, ms: 9 },
        { invoker: 'https://x/img.js', source: '', functionName: '', start: 60, ms: 7 },
      ],
    },
  ],
}

describe('the worst interaction', () => {
  it('names the event, its key, the control and the split of its time', () => {
    expect(interactionLine(keydown)).toBe(
      'keydown "a" on input "email": input delay 180 + processing 20 + presentation 56 ms (complete)',
    )
  })

  it('splits its time as its long frames do, when there were any', () => {
    const split = { scriptMs: 170.2, styleAndLayoutMs: 12, paintMs: 30, unattributedMs: 43.8 }
    expect(interactionLine({ ...keydown, split })).toMatch(
      /\(complete\); by its long frames: script 170, style and layout 12, paint 30, unattributed 44 ms$/,
    )
  })

  it('leaves the key out of a tap', () => {
    expect(interactionLine({ ...keydown, event: 'pointerdown', key: undefined })).toMatch(/^pointerdown on input/)
  })

  it('lists each long frame with its three longest scripts, where they came from', () => {
    expect(frameLines(keydown)).toEqual([
      'long frame at -150 ms, 330 ms (blocking 280, style and layout 12): ' +
        '170 ms at -120 Response.json.then (contact-B2.js › hydrate); ' +
        '9 ms at 30 INPUT#contact-email.onkeydown (index-A1.js › dispatch); ' +
        '7 ms at 60 https://x/img.js',
    ])
  })

  it('says when no long frame overlapped it', () => {
    expect(frameLines({ ...keydown, frames: [] })).toEqual(['no long animation frame overlapped it'])
  })
})
