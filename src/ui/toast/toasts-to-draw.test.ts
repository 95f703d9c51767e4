import { describe, expect, it } from 'vitest'
import type { Toast } from './toasts.ts'
import { departed, toastsToDraw } from './toasts-to-draw.ts'

const toast = (id: number): Toast => ({ id, title: `t${id}`, description: '', variant: 'default' })
const [first, second, third] = [toast(1), toast(2), toast(3)]

describe('toasts to draw', () => {
  it('names the toasts that left the list', () => {
    expect(departed([first, second, third], [first, third])).toEqual([second])
    expect(departed([first], [first, second])).toEqual([])
  })

  it('keeps a leaving toast in its place among the others, marked leaving', () => {
    expect(toastsToDraw([first, third], [second]).map(({ toast, leaving }) => [toast.id, leaving])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ])
  })

  it('draws a toast once, as in the list, should it be both', () => {
    expect(toastsToDraw([first], [first])).toEqual([{ toast: first, leaving: false }])
  })
})
