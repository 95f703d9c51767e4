import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { physicalClassesIn } from './physical-classes.ts'

describe('physicalClassesIn', () => {
  it('finds the classes that name a left or right side, with their variants', () => {
    expect(
      physicalClassesIn(
        'ml-4 sm:mr-2 -ml-px pl-[3px] pr-(--x) right-[max(1rem,env(safe-area-inset-right))] hover:left-1/2 text-left rounded-tr-lg border-l-4 border-r float-left',
      ),
    ).toEqual([
      'ml-4',
      'mr-2',
      '-ml-px',
      'pl-[3px]',
      'pr-(--x)',
      'right-[max(1rem,env(safe-area-inset-right))]',
      'left-1/2',
      'text-left',
      'rounded-tr-lg',
      'border-l-4',
      'border-r',
      'float-left',
    ])
  })

  it('leaves logical and two-sided classes, and words that only look alike', () => {
    expect(
      physicalClassesIn(
        'ms-4 me-auto mx-2 px-4 start-0 end-[1rem] inset-x-0 text-start rounded-lg border-line right-to-left',
      ),
    ).toEqual([])
  })
})

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  )

// The app's classes live in its components and beside them in .ts files (chat-layout.ts, button-styles.ts).
it('the app names no left or right side in its classes, so a right-to-left site mirrors', () => {
  const found = sources('src').flatMap((file) =>
    physicalClassesIn(readFileSync(join('src', file), 'utf8')).map((name) => `${file}: ${name}`),
  )
  expect(found).toEqual([])
})
