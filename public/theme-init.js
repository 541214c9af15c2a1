/* global localStorage, window, document */
// Applies the remembered theme before first paint so a dark-mode user never sees a white flash.
try {
  var saved = JSON.parse(localStorage.getItem('theme') || 'null');
  var dark = saved && saved.theme ? saved.theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage blocked: stay light.
}
