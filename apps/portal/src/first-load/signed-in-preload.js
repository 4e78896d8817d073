// Inline in index.html (the build puts it there, first-load/build/preload.ts, and the API allows it by its hash).
// A browser that was signed in last time (the saved corporate client, spec §9, which sign-out
// removes) will most likely need the signed-in pages' kit, its components' styles and the whole
// catalogue of its language. The app asks for them only once the session is restored, after its own
// code has arrived and run: asked for here, while the page is read, they download beside that code
// instead (issue 14). A first visit has no saved client and loads none of it. The files are the
// build's: the JSON element before this script names them. Placed before the page's stylesheets,
// which an inline script would otherwise wait for.
(function () {
  var d = document;
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var data = d.getElementById('signed-in-preload');
  if (!data || !stored('corporateClientId')) return;
  // A signed-in page's prerendered shell (ADR 0014) paints first and asks for all this right after
  // that paint, as it starts the app then: nothing competes with what paints it. (The boot script,
  // later in the page, schedules the app after this, so the app still finds what is started here.)
  var afterPaint = data.hasAttribute('data-after-paint');
  if (!afterPaint) start();
  else if (d.hidden) setTimeout(start, 0);
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });

  function start() {
    var files = JSON.parse(data.textContent);
    function add(rel, href, as) {
      var link = d.createElement('link');
      link.rel = rel;
      if (as) link.setAttribute('as', as);
      // As Vite's own loader asks for them, so that its request reuses this one.
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    }
    // The language the app starts in when one was remembered (LocaleSync keeps the profile's).
    var locale = stored('portal.locale');
    var catalogue = locale && Object.prototype.hasOwnProperty.call(files.catalogues, locale) ? files.catalogues[locale] : [];
    files.scripts.concat(catalogue).forEach(function (href) {
      add('modulepreload', href);
    });
    files.styles.forEach(function (href) {
      add('preload', href, 'style');
    });

    // The session restore starts now too, not once the app's code has arrived and run (early-start.ts
    // takes both over). It needs the API's address: the startup configuration, whose download
    // index.html's preload has started (the link before this script) and whose answer the app then
    // reads from here (the server keeps it out of every cache). The refresh is the app's own
    // (auth-api.ts): the own-caller header, the cookie, the same lock, so tabs never replay a cookie.
    // Null when it was never sent (no usable configuration): the app then asks itself.
    var early = (window.__atlasPortalEarlyStart = {});
    var config = fetch('/assets/config.json');
    early.config = config.then(function (response) {
      return response.clone();
    });
    early.config.catch(function () {});
    early.session = config
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (settings) {
        if (!settings || typeof settings.apiUrl !== 'string') return null;
        function answer(status, body) {
          return { status: status, body: body, at: Date.now() };
        }
        // Sent but not answered (status 0): the server may have rotated the cookie all the same.
        function refresh() {
          return fetch(settings.apiUrl + '/auth/refresh', { method: 'POST', credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then(
            function (response) {
              return response.json().then(
                function (body) {
                  return answer(response.status, body);
                },
                function () {
                  return answer(response.status, null);
                },
              );
            },
            function () {
              return answer(0, null);
            },
          );
        }
        return navigator.locks ? navigator.locks.request('atlas-portal-token-refresh', refresh) : refresh();
      })
      .catch(function () {
        return null;
      });
  }
})();
