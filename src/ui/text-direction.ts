/** Whether the text around an element runs right to left (an Arabic or Hebrew site), read from its style as the layout does. */
export const isRightToLeft = (element: Element) => getComputedStyle(element).direction === 'rtl'
