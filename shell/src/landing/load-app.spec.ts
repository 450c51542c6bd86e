import { loadApp } from './load-app';

describe('loading the app', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the entry scripts index.html names, in order', () => {
    document.head.innerHTML = '<meta name="portal-app" content="/main.1a2b3c4d5e.js /other.6f7a8b9c0d.js" />';
    loadApp();
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/main.1a2b3c4d5e.js', '/other.6f7a8b9c0d.js']);
    expect(scripts.every((script) => !script.async)).toBe(true);
  });
});
