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
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!hero) start();
  else if (types.indexOf('largest-contentful-paint') >= 0) {
    // The browser says when the image is on screen; the page's load plus a moment is the bound.
    new PerformanceObserver(function (list, observer) {
      list.getEntries().forEach(function (entry) {
        if (entry.element !== hero) return;
        observer.disconnect();
        setTimeout(start, 0);
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    hero.addEventListener('error', start);
    addEventListener('load', function () {
      setTimeout(start, 1000);
    });
  } else {
    // Elsewhere: after the frame that paints the decoded image (a timer set in a frame's
    // callback runs after that frame).
    var painted = function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    };
    var decoded = function () {
      if (hero.decode) hero.decode().then(painted, start);
      else painted();
    };
    if (hero.complete) decoded();
    else {
      hero.addEventListener('load', decoded);
      hero.addEventListener('error', start);
    }
  }
})();
