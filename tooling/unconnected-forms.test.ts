import { describe, expect, it } from 'vitest'
import { unconnectedFormsWarning } from './unconnected-forms.ts'

describe('a build with no backend set', () => {
  it('says the forms reach no one once uploaded elsewhere, and how to connect them', () => {
    const warning = unconnectedFormsWarning({})
    expect(warning).toContain('VITE_SUPABASE_URL')
    expect(warning).toContain('only `npm start` answers')
    expect(warning).toContain('npm run deploy')
  })

  it('says nothing once a Supabase project is set', () => {
    expect(unconnectedFormsWarning({ VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' })).toBeUndefined()
  })
})
