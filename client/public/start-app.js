// The landing page arrives already drawn (scripts/prerender-landing.mjs): the app's scripts start loading once it is
// on screen, so on a slow connection its text, stylesheet, fonts and picture have the line to themselves first.
(function () {
  var loader = document.currentScript;
  function start() {
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
  // A tab opened in the background draws nothing until shown: start at once there.
  if (document.hidden) start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
