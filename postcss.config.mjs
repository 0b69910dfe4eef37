// Tailwind 4 ships its PostCSS plugin separately; it also handles imports and vendor prefixes,
// so postcss-import and autoprefixer are not needed.
const config = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};

export default config;
