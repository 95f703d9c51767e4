import { describe, expect, it } from 'vitest'
import { lastSteps, type SimulatedNode } from './lcp-estimate.ts'

const request = (url: string, resourceType: string, priority = 'High', transferSize = 1000): SimulatedNode => ({
  type: 'network',
  request: { url, resourceType, priority, transferSize },
})
const task = (microseconds: number): SimulatedNode => ({ type: 'cpu', duration: microseconds })

describe('lastSteps', () => {
  it.each([
    {
      case: 'a request by its path, kind, priority and size',
      node: request('http://localhost:4173/assets/face.woff2?v=1', 'Font', 'High', 13361),
      what: 'Font /assets/face.woff2, High priority, 13361 B',
    },
    {
      case: 'a data URL by its first characters',
      node: request('data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADwAgCdASoQABUAPu1i', 'Image', 'Low', 0),
      what: 'Image data:image/webp;base64,UklGRjY…, Low priority, 0 B',
    },
    {
      case: 'a request of no known kind',
      node: { type: 'network', request: { url: 'http://localhost/x', priority: 'Low', transferSize: 5 } },
      what: 'request /x, Low priority, 5 B',
    },
    { case: 'a task by its length in milliseconds', node: task(23_600), what: 'main-thread task, 24 ms as observed' },
  ] satisfies { case: string; node: SimulatedNode; what: string }[])('names $case', ({ node, what }) => {
    expect(lastSteps(new Map([[node, { startTime: 600, endTime: 900 }]]), 1)).toEqual([{ what, start: 600, end: 900 }])
  })

  it('gives the steps that ended last, latest first, as many as asked', () => {
    const timings = new Map<SimulatedNode, { startTime: number; endTime: number }>([
      [task(1000), { startTime: 600, endTime: 700 }],
      [request('http://localhost/font', 'Font'), { startTime: 600, endTime: 1200 }],
      [request('http://localhost/', 'Document'), { startTime: 0, endTime: 600 }],
      [request('http://localhost/icon', 'Other'), { startTime: 600, endTime: 1000 }],
    ])
    expect(lastSteps(timings, 2).map(({ what, end }) => [what.split(',')[0], end])).toEqual([
      ['Font /font', 1200],
      ['Other /icon', 1000],
    ])
  })
})
