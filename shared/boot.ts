/**
 * The one inline script of every prerendered page: it starts the app (its entry module, with the
 * entry's and the page's chunks as module preloads) once the page's first frame is on screen, so
 * the HTML, its stylesheet and its first image paint before any JavaScript is fetched. A page
 * opened in a background tab, which paints nothing, starts at once. The entry and the preload list
 * come from the script element's `data-entry` and `data-preload` (space separated).
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
  "(s.dataset.preload||'').split(' ').forEach(function(h){if(!h)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});" +
  "var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=s.dataset.entry;d.head.appendChild(m)}" +
  "if(d.visibilityState==='hidden')start();" +
  'else requestAnimationFrame(function(){setTimeout(start,0)})})()';
