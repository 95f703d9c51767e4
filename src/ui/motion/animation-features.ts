// Loaded on demand by MotionProvider, so the first paint carries motion's small core only.
export { domAnimation as default } from 'motion/react'
