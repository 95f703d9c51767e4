import { useEffect, useRef, useState } from 'react'

/**
 * The question "Replace what you've typed?" as a promise of the reader's answer. The answer is given
 * once the dialog has closed and handed focus back, so what follows may move focus on from there.
 */
export function useReplaceQuestion() {
  const [open, setOpen] = useState(false)
  // Whether it has ever been asked: till then there is no dialog to draw.
  const [asked, setAsked] = useState(false)
  const [answer, setAnswer] = useState<boolean>()
  const resolve = useRef<(replace: boolean) => void>(undefined)
  useEffect(() => {
    if (open || answer === undefined) return
    resolve.current?.(answer)
    resolve.current = undefined
    setAnswer(undefined)
  }, [open, answer])
  return {
    open,
    asked,
    ask: () =>
      new Promise<boolean>((answered) => {
        resolve.current = answered
        setAsked(true)
        setOpen(true)
      }),
    answer(replace: boolean) {
      setAnswer(replace)
      setOpen(false)
    },
  }
}
