/* global document, window */
/*
 * Starts the app on a page the server sent already rendered (src/server/http/spa.ts): the page is
 * readable without scripts, so the app's code is requested only once the page has painted, leaving
 * the network to the page's own styles and image first. The entry and its preloads come from this
 * script element's data attributes (the CSP allows no inline script).
 */
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started || !entry) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  // After the next frame has been painted (a timeout queued from a frame callback runs after it);
  // a hidden tab paints no frames, so it starts on load at the latest.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
  window.addEventListener('load', start, { once: true });
})();
