/** Messages are shown above the form: bring them into view. */
export const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
