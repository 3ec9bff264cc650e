/**
 * The first of the two inline scripts of every prerendered page, in its head: a page opened afresh
 * (not reloaded, not returned to, not opened at an anchor) is marked `data-first-page` on its root
 * element. Until the app's first navigation, the sections further down are then laid out only as
 * they come near the screen (see renderer/src/styles/index.css). It runs before the body is
 * parsed: an element that is `content-visibility: auto` from the start is found on screen in the
 * frame that first lays it out, while one that became so after a frame (the mark set at the end of
 * the body, once the browser had rendered part of the page) could be painted skipped for a frame and
 * then appear, a layout shift of 0.2 to 0.37 on the heroes and comics pages in about one load in 13.
 */
export const FIRST_PAGE_SCRIPT =
  "(function(){var n=window.performance&&performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
  "if(!location.hash&&(!n||n.type==='navigate'))document.documentElement.setAttribute('data-first-page','')})()";

/**
 * The other inline script of every prerendered page, at the end of its body: it starts the app
 * (its entry module and the page's own module, each of which fetches the chunks it imports, and
 * beside them the large chunks they import, so that these are not asked for only once the entry
 * has arrived: see `preloaded` in renderer/perf/prerender.ts) and loads the full stylesheet. The first screen paints from the HTML alone (its critical styles are inline), so
 * nothing is fetched before the browser reports the page's first contentful paint. Then:
 * - where the page has a main image (`fetchpriority="high"`) that could be its largest paint and
 *   that image is still on its way, the app is requested at once, at low priority: on a phone's
 *   network the image is what the visitor waits for and keeps the bandwidth, and the app's files
 *   come in behind it instead of being asked for only once it has painted (which left the page
 *   looking ready but dead for the whole download, seconds on a phone);
 * - where the image is already in (a fast network, a cached image), the app waits for its paint
 *   (reported as the largest paint, or decoded and a frame drawn since), a frame or two: that costs
 *   the visitor nothing, and the app's own work does not hold the main thread before the image's
 *   paint (nor do its files count in a simulated largest paint, as Lighthouse's would);
 * - a page without such an image starts at its first contentful paint.
 * Where paint timing is not reported, it starts after the first frame; a page opened in a
 * background tab, which paints nothing, starts at once; in any case within 3 s. The stylesheet,
 * entry, page module and large chunks come from the script element's `data-css`, `data-entry`,
 * `data-page` and `data-preload` (space separated). Each file is one element added to the page: adding a few dozen preload links
 * would hold the main thread.
 *
 * Until the app takes over the page, a tap on a button (which only the app can answer) is held
 * and answered once the page is live, and the button shows at once that it was pressed (a little
 * smaller and darker; `data-held` keeps its own inline style, put back by the app):
 * `window.__abtalBoot.takeTaps()` stops holding taps and returns the buttons tapped meanwhile.
 * Links work without the app and are left alone. `window.__abtalBoot.styled` settles once the full
 * stylesheet has loaded (or failed to).
 */
export const BOOT_SCRIPT =
  '(function(){var d=document,s=d.currentScript,w=window,started=0,taps=[],styled,watch=[];' +
  'function hold(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&!b.disabled){e.preventDefault();e.stopPropagation();if(taps.indexOf(b)<0){taps.push(b);' +
  "b.setAttribute('data-held',b.style.cssText);b.style.scale='.96';b.style.filter='brightness(.8)'}}}" +
  "d.addEventListener('click',hold,true);" +
  "w.__abtalBoot={takeTaps:function(){d.removeEventListener('click',hold,true);return taps.splice(0)}," +
  'styled:new Promise(function(r){styled=r})};' +
  'function each(list,f){(list||"").split(" ").forEach(function(h){if(h)f(h)})}' +
  'function start(){if(started)return;started=1;var n=0;watch.forEach(function(o){o.disconnect()});' +
  "each(s.dataset.css,function(h){var l=d.createElement('link');l.rel='stylesheet';l.href=h;l.fetchPriority='low';n++;" +
  'l.onload=l.onerror=function(){if(!--n)styled()};d.head.appendChild(l)});if(!n)styled();' +
  "function add(src){var m=d.createElement('script');m.type='module';m.crossOrigin='';m.fetchPriority='low';m.src=src;d.head.appendChild(m)}" +
  'add(s.dataset.entry);each(s.dataset.page,add);each(s.dataset.preload,add)}' +
  'function later(){setTimeout(start,0)}' +
  "if(d.visibilityState==='hidden')start();" +
  "else{d.addEventListener('visibilitychange',start);setTimeout(start,3000);" +
  // The first contentful paint, and the page's main image (if it can be the largest paint) painted.
  "var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[],fcp=0,big=0,img=d.querySelector('img[fetchpriority=high]');" +
  'function area(){var r=img.getBoundingClientRect(),W=w.innerWidth,H=w.innerHeight;' +
  'return Math.max(0,Math.min(r.right,W)-Math.max(r.left,0))*Math.max(0,Math.min(r.bottom,H)-Math.max(r.top,0))}' +
  // The main image still loading at the first paint: the app comes in behind it (see above).
  'function check(){if(fcp&&(!img||!img.complete||big>=area()))later()}' +
  'function watchFor(type,f){var o=new P(function(l){l.getEntries().forEach(f);check()});o.observe({type:type,buffered:true});watch.push(o)}' +
  "if(t.indexOf('paint')<0)requestAnimationFrame(later);" +
  "else{if(img&&img.complete&&!img.naturalWidth)img=0;if(img&&t.indexOf('largest-contentful-paint')>=0){img.addEventListener('error',function(){img=0;check()});" +
  // Chromium reports the image's paint 10 to 20 ms after its time, and now and then not at all (the
  // reader's first page, in about 1 of 12 Lighthouse runs): 150 ms after the image is decoded and two
  // frames have begun, it has painted. (Starting as soon as a frame had begun after its load, the app
  // was requested before the paint's time in 10 of 31 runs of the reader, which then now and then
  // counted the app's files in the simulated LCP; waiting for the report, only in loads where
  // Chromium gave none: 2 of 24.)
  'var painted=function(){var f=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(function(){img=0;check()},150)})})};' +
  'img.decode?img.decode().then(f,f):f()};' +
  "if(img.complete)painted();else img.addEventListener('load',painted);" +
  "watchFor('largest-contentful-paint',function(e){if(e.element===img)img=0;else if(e.size>big)big=e.size})}else img=0;" +
  "watchFor('paint',function(e){if(e.name==='first-contentful-paint')fcp=1})}}})()";
