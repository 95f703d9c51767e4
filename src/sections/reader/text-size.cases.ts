/** Shared by parseTextSize's test and the test that keeps index.html's inline script in step with it. */
export const storedTextSizeCases = [
  { stored: '1', expected: 1 },
  { stored: '2', expected: 2 },
  { stored: '3', expected: 3 },
  { stored: '4', expected: 4 },
  { stored: '5', expected: 5 },
  { stored: null, expected: 3 },
  // Only a bare digit in range counts: anything else is the default size.
  { stored: '', expected: 3 },
  { stored: '0', expected: 3 },
  { stored: '6', expected: 3 },
  { stored: '"4"', expected: 3 },
  { stored: ' 4', expected: 3 },
  { stored: '4\n', expected: 3 },
  { stored: '2.5', expected: 3 },
  { stored: 'large', expected: 3 },
] as const
