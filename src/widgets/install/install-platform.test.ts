import { describe, expect, it } from 'vitest'
import { needsIosInstallHint } from './install-platform.ts'

const userAgents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  iPadMobileSite:
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  // iPadOS and macOS Safari send the same desktop string.
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windowsTouchEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
}

describe('needsIosInstallHint', () => {
  it.each([
    {
      device: 'iPhone Safari',
      userAgent: userAgents.iPhoneSafari,
      maxTouchPoints: 5,
      standalone: false,
      expected: true,
    },
    {
      device: 'iPhone Chrome',
      userAgent: userAgents.iPhoneChrome,
      maxTouchPoints: 5,
      standalone: false,
      expected: true,
    },
    {
      device: 'iPad asking for mobile pages',
      userAgent: userAgents.iPadMobileSite,
      maxTouchPoints: 5,
      standalone: false,
      expected: true,
    },
    {
      device: 'iPad asking for desktop pages',
      userAgent: userAgents.desktopSafari,
      maxTouchPoints: 5,
      standalone: false,
      expected: true,
    },
    {
      device: 'installed on an iPhone',
      userAgent: userAgents.iPhoneSafari,
      maxTouchPoints: 5,
      standalone: true,
      expected: false,
    },
    {
      device: 'installed on an iPad',
      userAgent: userAgents.desktopSafari,
      maxTouchPoints: 5,
      standalone: true,
      expected: false,
    },
    {
      device: 'Mac Safari',
      userAgent: userAgents.desktopSafari,
      maxTouchPoints: 0,
      standalone: false,
      expected: false,
    },
    {
      device: 'Android Chrome',
      userAgent: userAgents.androidChrome,
      maxTouchPoints: 5,
      standalone: false,
      expected: false,
    },
    {
      device: 'Windows touch laptop',
      userAgent: userAgents.windowsTouchEdge,
      maxTouchPoints: 10,
      standalone: false,
      expected: false,
    },
  ])('$device → $expected', ({ userAgent, maxTouchPoints, standalone, expected }) => {
    expect(needsIosInstallHint({ userAgent, maxTouchPoints, standalone })).toBe(expected)
  })
})
