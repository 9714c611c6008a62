// A page that arrives already drawn (scripts/prerender-landing.mjs, server/http/page-render.ts): the app's scripts
// start loading once it is on screen, so on a slow connection its text, stylesheet, fonts and picture have the line to
// themselves first.
(function () {
  var loader = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var modules = loader.dataset.preload ? loader.dataset.preload.split(" ") : [];
    modules.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = loader.dataset.entry;
    document.head.appendChild(script);
  }
  // Once the page's own files are in (its stylesheet, fonts and first pictures: the window's load) and it is on
  // screen, or after a few seconds whatever has arrived (a picture that stalls must not keep the page inert). A tab
  // opened in the background draws nothing until shown: start at once there.
  function afterPaint() {
    if (document.hidden) start();
    else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  if (document.readyState === "complete") afterPaint();
  else {
    window.addEventListener("load", afterPaint, { once: true });
    setTimeout(start, 4000);
  }
})();
