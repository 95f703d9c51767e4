// What an original imported with the query of tooling/images/responsive-images.ts yields.
declare module '*?responsive-image=cover' {
  const image: import('#src/content/responsive-image.ts').ResponsiveImage
  export default image
}

declare module '*?responsive-image=portrait' {
  const image: import('#src/content/responsive-image.ts').ResponsiveImage
  export default image
}
