// Runs before the app bundle so the page never flashes the wrong theme.
// Keep the key and values in sync with client/src/app/theme-provider.tsx.
(function () {
  try {
    var stored = localStorage.getItem("storybites-theme");
    var theme = stored === "light" || stored === "dark" ? stored : "system";
    var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  } catch (e) {
    // Storage can be blocked (private mode); the app falls back to the system theme.
  }
})();
