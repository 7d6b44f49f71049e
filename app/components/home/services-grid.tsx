/** Home page section (to be built with the public-site issue). */
export function ServicesGrid() {
  return null;
}
