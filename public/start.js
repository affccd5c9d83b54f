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
  var root = document.documentElement;

  // Until the app has taken the page over, its buttons cannot work: styles.css makes them ignore
  // the pointer meanwhile (links keep working). If the app cannot load, they are given back.
  root.setAttribute('data-hydration', 'pending');
  function giveBack() {
    if (root.getAttribute('data-hydration') === 'pending') root.removeAttribute('data-hydration');
  }
  window.setTimeout(giveBack, 15000);

  // Each preload link starts a fetch as it is added (~0.2 ms apiece here, ~2 ms on a phone-speed
  // CPU); a signed-in page names some 60 files, so they are added a few per task and the page
  // stays responsive meanwhile. The entry goes first: its own fetch does not wait for them.
  var PRELOAD_BATCH = 3;
  function preloadFrom(index) {
    preloads.slice(index, index + PRELOAD_BATCH).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (index + PRELOAD_BATCH < preloads.length) window.setTimeout(preloadFrom, 0, index + PRELOAD_BATCH);
  }

  function start() {
    if (started || !entry) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    script.onerror = giveBack;
    document.head.appendChild(script);
    preloadFrom(0);
  }

  // Once the browser says the page has painted its content (Paint Timing); without that API, or
  // in a tab that paints nothing while hidden, after a short wait.
  if ('PerformanceObserver' in window && (window.PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    var observer = new window.PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        window.setTimeout(start, 0);
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    window.setTimeout(start, 3000);
  } else {
    window.setTimeout(start, 50);
  }
})();
