// A public page's scripts start once its largest paint, the hero image, is on screen (or failed),
// or at the visitor's first touch, key or focus, whichever comes first; a page without one
// starts them at once. The server's HTML is the whole page meanwhile: the image gets the
// connection and the bandwidth first, then the code that makes the page live. A form sent before
// then is held and sent once the page is live, never as a plain browser post, and a button
// pressed before then is pressed again.
// Inlined at the end of public.html by the build (vite.config.ts, startScriptsAfterPaint), with
// ENTRY and PRELOADS (the entry's static imports) filled in.
/* global ENTRY, PRELOADS */
(function () {
  var entry = ENTRY;
  var preloads = PRELOADS;
  var nonce = document.currentScript && document.currentScript.nonce;
  var root = document.documentElement;
  var started = false;
  var held = null;
  var pressed = null;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      if (nonce) link.nonce = nonce;
      document.head.appendChild(link);
    });
    import(entry);
  }
  function live() {
    return root.dataset.hydrated === 'true';
  }
  addEventListener(
    'submit',
    function (event) {
      if (live()) return;
      event.preventDefault();
      held = { form: event.target, submitter: event.submitter };
      start();
    },
    true,
  );
  // A button pressed before then (a dialog's, a menu's) is pressed again once the page is live.
  addEventListener(
    'click',
    function (event) {
      if (live() || !event.target.closest) return;
      var button = event.target.closest('button');
      if (!button || (button.type === 'submit' && button.form)) return;
      pressed = button;
      start();
    },
    true,
  );
  // The visitor's first touch, key or focus starts the code and is noted for the page (its toast
  // outlet comes with an interaction: src/public/toaster-outlet.tsx).
  function touched() {
    if (!live()) root.dataset.touched = 'true';
    start();
  }
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, touched, { capture: true, passive: true, once: true });
  });
  new MutationObserver(function (changes, observer) {
    if (!live()) return;
    observer.disconnect();
    if (pressed && pressed.isConnected) pressed.click();
    pressed = null;
    if (!held || !held.form.isConnected) return;
    var form = held.form;
    var submitter = held.submitter && held.submitter.form === form ? held.submitter : undefined;
    held = null;
    form.requestSubmit(submitter);
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  var hero = document.querySelector('#root img[fetchpriority="high"]');
  if (!hero) start();
  else {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    // The browser says when the image is on screen ...
    if (types.indexOf('largest-contentful-paint') >= 0)
      new PerformanceObserver(function (list, observer) {
        list.getEntries().forEach(function (entry) {
          if (entry.element !== hero) return;
          observer.disconnect();
          setTimeout(start, 0);
        });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    // ... or, where it does not (another browser, or a larger text painted first), a moment
    // after the image is decoded: the frames that paint it have come by then.
    var decoded = function () {
      var later = function () {
        setTimeout(start, 250);
      };
      if (hero.decode) hero.decode().then(later, start);
      else later();
    };
    if (hero.complete) decoded();
    else {
      hero.addEventListener('load', decoded);
      hero.addEventListener('error', start);
    }
  }
})();
