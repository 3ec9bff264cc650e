import { C } from './palette.js';
import { overlay, patLattice } from './patterns.js';
import { skyline } from './scenery.js';
import { khatam } from './shapes.js';
import { Doc, rect } from './svg.js';

/** The About page's founder: an illustrated portrait before the three lands of the journey. */
export function founder(): string {
  const doc = new Doc();
  const W = 600;
  const H = 600;
  let body =
    rect(W, H, `url(#${doc.lin(['#0b0a1a', '#1e1450', C.blue])})`) +
    overlay(W, H, patLattice(doc, C.pearl, 50), 0.12);
  // Cedar (Lebanon), skyline (UAE), rock and tomb (AlUla): the founder's journey.
  body += `<path d="M90 520V470M40 470L90 380L140 470ZM52 430L90 360L128 430ZM62 395L90 340L118 395Z" fill="#1f3b2a" stroke="#1f3b2a" stroke-width="4"/>`;
  body += `<g opacity=".8">${skyline(doc, W, 560, 0.35, '#10183d', true)}</g>`;
  body += `<path d="M430 560Q440 430 500 420Q580 415 600 470V560Z" fill="#5a1f0a"/>`;
  body += `<circle cx="300" cy="250" r="190" fill="url(#${doc.glow(C.gold, 0.45)})"/>`;
  body += khatam(300, 250, 170, `fill="none" stroke="${C.gold}" stroke-width="2" opacity=".6"`);
  const skin = '#b07a55';
  const hair = '#1c1917';
  // Shoulders in a dark jacket with an open collar and a gold pin.
  body += `<path d="M130 600L138 470Q150 390 240 368L300 400L360 368Q450 390 462 470L470 600Z" fill="#1e1b4b" stroke="${C.gold}" stroke-width="3"/>`;
  body += `<path d="M240 368L300 470L360 368L336 360L300 400L264 360Z" fill="#f5f5f4"/><path d="M264 360L300 400L336 360" fill="none" stroke="#a8a29e" stroke-width="2"/>`;
  body += `<path d="M240 368L282 520M360 368L318 520" stroke="#0b0a1a" stroke-width="4"/><circle cx="388" cy="440" r="9" fill="${C.gold}"/>`;
  // Neck, head, ears.
  body += `<path d="M270 300V372Q300 392 330 372V300Z" fill="#9a6443"/>`;
  body += `<ellipse cx="226" cy="248" rx="13" ry="22" fill="${skin}"/><ellipse cx="374" cy="248" rx="13" ry="22" fill="${skin}"/>`;
  body += `<path d="M300 140C356 140 378 182 376 236C374 292 346 336 300 340C254 336 226 292 224 236C222 182 244 140 300 140Z" fill="${skin}" stroke="#3f2a1e" stroke-width="3"/>`;
  // Short dark hair and a trimmed beard.
  body += `<path d="M226 222C222 160 262 126 306 128C352 130 384 162 374 224C366 196 352 178 330 172C300 186 262 180 240 172C232 186 228 204 226 222Z" fill="${hair}"/>`;
  body += `<path d="M228 246C232 300 262 342 300 344C338 342 368 300 372 246C364 282 350 300 334 304C318 292 282 292 266 304C250 300 236 282 228 246Z" fill="${hair}"/>`;
  // Brows, eyes, nose and a quiet smile.
  body += `<path d="M252 214Q270 204 288 212M312 212Q330 204 348 214" fill="none" stroke="${hair}" stroke-width="7" stroke-linecap="round"/>`;
  body += `<ellipse cx="270" cy="234" rx="11" ry="6" fill="#fff"/><ellipse cx="330" cy="234" rx="11" ry="6" fill="#fff"/><circle cx="272" cy="234" r="5" fill="#2a1a0e"/><circle cx="332" cy="234" r="5" fill="#2a1a0e"/>`;
  body += `<path d="M300 240Q296 266 288 276Q298 284 312 276" fill="none" stroke="#7c4a2d" stroke-width="3" stroke-linecap="round"/>`;
  body += `<path d="M280 304Q300 316 320 304" fill="none" stroke="#f5e6d3" stroke-width="4" stroke-linecap="round"/>`;
  return doc.svg(W, H, 'Portrait of the founder of Abtal Universe', body);
}
