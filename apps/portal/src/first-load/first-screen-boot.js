// Inline in the prerendered pages (apps/portal/src/first-load/build/prerender-first-screen.mjs puts it there and the
// API allows it by its hash): the sign-in page, and the signed-in pages' shell (a page's layout and
// heading above its placeholder rows). Before the first paint it shows the page in the visitor's
// language: the one chosen last (portal.locale), else the browser's, else en-US, as initialLocale
// does (first-screen-boot.test.ts holds the two to the same answers). The shell shows only in a
// browser that was signed in last time (its saved client, which sign-out removes); anyone else gets
// index.html's loader. Then, after that paint, it starts the app (either way). Until the app takes
// over (first-screen-takeover.ts) the page's buttons remember their clicks instead of losing them,
// and a form is not sent by the browser.
(function () {
  var d = document;
  var root = d.getElementById('root');

  // The app's code after the first paint, so nothing competes with what paints it. Scheduled first:
  // whatever fails below, the app still starts (on its plain loader).
  var app = JSON.parse(d.getElementById('first-screen-app').textContent);
  function start() {
    app.preload.forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    });
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.entry;
    d.head.appendChild(script);
  }
  // A tab opened in the background paints no frames: it starts at once instead of when shown.
  if (d.hidden) setTimeout(start, 0);
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });

  var supported = ['en-US', 'de', 'fr-BE', 'nl', 'nl-BE', 'hu', 'pl'];
  function storage(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  // As resolveLocale (a stored choice, `_` read as `-`) and browserLocale (the browser's) do.
  function find(code, underscore) {
    var lower = (underscore ? String(code).replace('_', '-') : String(code)).toLowerCase();
    for (var i = 0; i < supported.length; i++) if (supported[i].toLowerCase() === lower) return supported[i];
    var base = lower.split('-')[0];
    if (base === 'en') return 'en-US';
    if (base === 'fr') return 'fr-BE';
    for (var j = 0; j < supported.length; j++) if (supported[j].toLowerCase() === base) return supported[j];
    return null;
  }
  function locale() {
    var remembered = storage('portal.locale');
    if (remembered) return find(remembered, true) || 'en-US';
    var languages = navigator.languages || [navigator.language];
    for (var i = 0; i < languages.length; i++) {
      var match = languages[i] && find(languages[i], false);
      if (match) return match;
    }
    return 'en-US';
  }
  function consentDecided() {
    var raw = storage('klaro');
    if (!raw) return false;
    try {
      var parsed = JSON.parse(decodeURIComponent(raw));
      return !!parsed && typeof parsed === 'object' && !Array.isArray(parsed);
    } catch {
      return false;
    }
  }

  var chosen = locale();
  var page = d.getElementById('first-screen-' + chosen);
  if (!root || !page || (app.signedIn && !storage('corporateClientId'))) return;
  root.replaceChildren(page.content.cloneNode(true));
  root.setAttribute('data-first-screen', chosen);
  if (app.signedIn) root.setAttribute('data-first-screen-path', location.pathname);
  d.documentElement.lang = chosen;
  if (consentDecided()) {
    var notice = root.querySelector('[data-testid="consent-notice"]');
    if (notice && notice.parentElement) notice.parentElement.remove();
  }

  // Only while the static page is there: the app removes the mark when it takes over.
  var clicks = 0;
  var stillStatic = function () {
    return root.hasAttribute('data-first-screen');
  };
  root.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!stillStatic() || !button) return;
    event.preventDefault();
    button.setAttribute('data-first-screen-click', String(++clicks));
  }, true);
  root.addEventListener('submit', function (event) {
    if (stillStatic()) event.preventDefault();
  }, true);

  // The runtime contract's window.openCookiePreferences, callable from the first paint: until the
  // app installs the real one, a stand-in keeps each call in its `waiting` list, and the real one
  // answers them when it is installed (consent-runtime.ts; cookie-settings.ts does the same on the
  // pages without a prerendered screen). Nothing polls.
  if (!window.openCookiePreferences) {
    var waiting = [];
    var early = function () {
      return new Promise(function (resolve, reject) {
        waiting.push({ resolve: resolve, reject: reject });
      });
    };
    early.waiting = waiting;
    window.openCookiePreferences = early;
  }

})();
