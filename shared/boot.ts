/**
 * The one inline script of every prerendered page: it starts the app (its entry module, which
 * fetches the chunks it imports, and the page's own chunks) once the page's first frame is on
 * screen, so the HTML, its stylesheet and its first image paint before any JavaScript is fetched.
 * A page opened in a background tab, which paints nothing, starts at once. The entry and the page's
 * chunks come from the script element's `data-entry` and `data-page` (space separated). Each file
 * is one element added to the page: adding a few dozen preload links would hold the main thread.
 *
 * Until the app takes over the page, a tap on a button (which only the app can answer) is held
 * and answered once the page is live: `window.__abtalBoot.takeTaps()` stops holding taps and
 * returns the buttons tapped meanwhile. Links work without the app and are left alone.
 */
export const BOOT_SCRIPT =
  '(function(){var d=document,s=d.currentScript,started=0,taps=[];' +
  'function hold(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&!b.disabled){e.preventDefault();e.stopPropagation();if(taps.indexOf(b)<0)taps.push(b)}}' +
  "d.addEventListener('click',hold,true);" +
  "window.__abtalBoot={takeTaps:function(){d.removeEventListener('click',hold,true);return taps.splice(0)}};" +
  'function start(){if(started)return;started=1;' +
  "function add(src){var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=src;d.head.appendChild(m)}" +
  "add(s.dataset.entry);(s.dataset.page||'').split(' ').forEach(function(h){if(h)add(h)})}" +
  "if(d.visibilityState==='hidden')start();" +
  'else requestAnimationFrame(function(){setTimeout(start,0)})})()';
