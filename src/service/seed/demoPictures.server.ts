// Demo catalogue pictures: flat studio-style SVG illustrations drawn from a two-colour palette.
// Everything is deterministic (seeded PRNG) so re-seeding produces byte-identical files.

export type PictureKind =
  | 'vase'
  | 'bowl'
  | 'mug'
  | 'plate'
  | 'lamp'
  | 'pendant'
  | 'cushion'
  | 'throw'
  | 'rug'
  | 'tote'
  | 'scarf'
  | 'sweater'
  | 'candle'
  | 'chair'
  | 'print'
  | 'clock';

type Rand = () => number;
/** Drawing state shared by one document: palette, randomness and the growing <defs> list. */
interface Ctx {
  a: string;
  b: string;
  r: Rand;
  defs: Map<string, string>;
}
type Drawer = (c: Ctx) => string;

// ---- small helpers -------------------------------------------------------------------------

/** mulberry32: tiny, fast and good enough for picking proportions. */
function rng(seed: number): Rand {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const ri = (r: Rand, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));
const hash = (s: string): number => [...s].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);

/** Parses #rgb/#rrggbb; anything else becomes mid grey so bad input never reaches the markup. */
function rgb(hex: string): number[] {
  let h = String(hex).trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/./g, '$&$&');
  if (!/^[0-9a-f]{6}$/i.test(h)) h = '888888';
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function mix(x: string, y: string, t: number): string {
  const p = rgb(x),
    q = rgb(y);
  return (
    '#' +
    p
      .map((v, i) =>
        Math.round(v + (q[i]! - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
const tint = (c: string, t: number): string => mix(c, '#ffffff', t);
const shade = (c: string, t: number): string => mix(c, '#000000', t);

function stops(cols: string[], op?: number[]): string {
  return cols
    .map((col, k) => `<stop offset="${(k / (cols.length - 1)).toFixed(2)}" stop-color="${col}"${op ? ` stop-opacity="${op[k]}"` : ''}/>`)
    .join('');
}
/** Registers a <defs> entry (written with a "$" id placeholder) and returns its id; identical entries are shared, ids are unique per document. */
function def(c: Ctx, markup: string): string {
  if (!c.defs.has(markup)) c.defs.set(markup, 'p' + c.defs.size);
  return c.defs.get(markup) as string;
}
/** Linear gradient, horizontal by default. */
const lg = (c: Ctx, cols: string[], vertical = false, op?: number[]): string =>
  `url(#${def(c, `<linearGradient id="$"${vertical ? ' x2="0" y2="1"' : ''}>${stops(cols, op)}</linearGradient>`)})`;
const rg = (c: Ctx, cols: string[], op?: number[]): string =>
  `url(#${def(c, `<radialGradient id="$">${stops(cols, op)}</radialGradient>`)})`;
/** Clips decoration (stripes, dots) to an object's outline. */
const clip = (c: Ctx, d: string, inner: string): string =>
  `<g clip-path="url(#${def(c, `<clipPath id="$"><path d="${d}"/></clipPath>`)})">${inner}</g>`;
/** Left-lit cylinder shading, the main trick that makes flat shapes read as round objects. */
const round = (c: Ctx, col: string): string => lg(c, [tint(col, 0.28), col, shade(col, 0.22)]);
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, col: string, w: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;
const ell = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
/** Fringe / ribbing: a thick dashed stroke reads as many strands for a few bytes. */
const strands = (d: string, col: string, w: number, dash = '3 7'): string =>
  `<path d="${d}" fill="none" stroke="${col}" stroke-width="${w}" stroke-dasharray="${dash}"/>`;
/** Seeded surface pattern for textiles and ceramics: stripes, dots, zigzags or a band. */
function pattern(r: Rand, col: string, x0: number, y0: number, x1: number, y1: number): string {
  const kind = ri(r, 0, 3),
    step = ri(r, 36, 56);
  let out = '';
  if (kind === 0)
    out += strands(`M${x0},${Math.round((y0 + y1) / 2)}H${x1}`, col, y1 - y0, `${Math.round(step * 0.4)} ${Math.round(step * 0.6)}`);
  let dots = '';
  if (kind === 1)
    for (let y = y0 + 20, row = 0; y < y1; y += step, row++)
      dots += `M${x0 + (row % 2 ? step / 2 : 0)},${y}` + `h0m${step},0`.repeat(Math.ceil((x1 - x0) / step));
  if (dots) out += line(dots, col, 16);
  let zig = '';
  if (kind === 2) for (let y = y0 + 20; y < y1; y += step) zig += `M${x0},${y}l` + '20,18 20,-18 '.repeat(Math.ceil((x1 - x0) / 40));
  if (zig) out += line(zig, col, 8);
  if (kind === 3) {
    const m = Math.round((y0 + y1) / 2);
    out += rect(x0, m - 34, x1 - x0, 68, col) + strands(`M${x0},${m}H${x1}`, tint(col, 0.6), 20, '6 14');
  }
  return out;
}

// ---- objects, drawn in an 800×800 space with the floor at y=640 ------------------------------

const vase: Drawer = (c) => {
  const { a, b, r } = c,
    w = ri(r, 105, 150),
    W = Math.round(w * 1.4),
    nw = ri(r, 32, 46),
    top = ri(r, 210, 250),
    bw = Math.round(w * 0.55);
  const d = `M${400 - nw - 10},${top}H${410 + nw}C${400 + nw},${top + 30} ${400 + nw},${top + 60} ${412 + nw},${top + 85}C${400 + W},${top + 150} ${400 + w},610 ${400 + bw},640H${400 - bw}C${400 - w},610 ${400 - W},${top + 150} ${388 - nw},${top + 85}C${400 - nw},${top + 60} ${400 - nw},${top + 30} ${390 - nw},${top}Z`;
  const by = Math.round((top + 640) / 2) + 10;
  const stems =
    line(
      `M395,${top}Q380,${top - 80} 330,${top - 150}M405,${top}Q420,${top - 70} 470,${top - 120}M400,${top}V${top - 175}`,
      shade(b, 0.35),
      4,
    ) +
    (
      [
        [330, top - 150],
        [470, top - 120],
        [400, top - 175],
      ] as const
    )
      .map(([x, y]) => ell(x, y, 16, 20, b))
      .join('');
  return (
    stems +
    path(d, round(c, a)) +
    clip(
      c,
      d,
      rect(0, by, 800, ri(r, 26, 60), b) +
        rect(0, by - 22, 800, 6, tint(b, 0.3)) +
        line(
          `M${400 - bw},${top + 140}Q${Math.round(400 - w * 0.75)},${by} ${Math.round(400 - w * 0.5)},580`,
          tint(a, 0.7),
          16,
          ' opacity=".35"',
        ),
    ) +
    ell(400, top, nw + 10, 9, shade(a, 0.45))
  );
};

const bowl: Drawer = (c) => {
  const { a, b, r } = c,
    y0 = ri(r, 400, 440),
    rx = ri(r, 230, 265),
    ry = Math.round(rx * 0.2);
  const d = `M${400 - rx},${y0}A${rx},${628 - y0} 0 0 0 ${400 + rx},${y0}Z`;
  return (
    rect(325, 610, 150, 30, shade(a, 0.3), ' rx="10"') +
    path(d, round(c, a)) +
    clip(c, d, pattern(r, b, 400 - rx, y0 + ry + 10, 400 + rx, 640)) +
    ell(400, y0, rx, ry, tint(a, 0.3)) +
    ell(400, y0 + 3, rx - 16, ry - 7, lg(c, [shade(a, 0.45), tint(a, 0.1)], true))
  );
};

const mug: Drawer = (c) => {
  const { a, b, r } = c,
    x0 = 265,
    x1 = ri(r, 475, 500),
    top = ri(r, 300, 345),
    w = x1 - x0,
    yy = ri(r, 480, 540),
    cx = (x0 + x1) / 2;
  const d = `M${x0},${top}V600Q${x0},632 ${x0 + 36},632H${x1 - 36}Q${x1},632 ${x1},600V${top}Z`;
  return (
    line(`M${x1 - 10},${top + 50}C${x1 + 100},${top + 40} ${x1 + 100},${top + 200} ${x1 - 10},${top + 190}`, shade(a, 0.1), 30) +
    path(d, round(c, a)) +
    clip(c, d, path(`M${x0},${yy}Q${x0 + w / 4},${yy - 20} ${cx},${yy}T${x1},${yy}V640H${x0}Z`, round(c, b))) +
    ell(cx, top, w / 2, 20, tint(a, 0.3)) +
    ell(cx, top + 4, w / 2 - 12, 14, shade(b, 0.55)) +
    line(`M${cx - 30},${top - 30}q-20,-30 0,-60t0,-60M${cx + 25},${top - 40}q-20,-30 0,-60`, shade(a, 0.1), 8, ' opacity=".25"')
  );
};

const plate: Drawer = (c) => {
  const { a, b, r } = c,
    R = 285,
    ry = 118,
    cy = 500,
    n = ri(r, 12, 20);
  const dots = Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    return ell(Math.round(400 + R * 0.84 * Math.cos(t)), Math.round(cy + ry * 0.84 * Math.sin(t)), 12, 6, b);
  }).join('');
  return (
    ell(400, cy + 16, R, ry, shade(a, 0.25)) +
    ell(400, cy, R, ry, tint(a, 0.72)) +
    dots +
    ell(400, cy, R - 12, ry - 5, 'none', ` stroke="${a}" stroke-width="5"`) +
    ell(400, cy + 6, Math.round(R * 0.68), Math.round(ry * 0.68), lg(c, [tint(a, 0.55), tint(a, 0.85)], true)) +
    ell(400, cy + 6, Math.round(R * 0.3), Math.round(ry * 0.3), 'none', ` stroke="${b}" stroke-width="${ri(r, 4, 14)}"`)
  );
};

const lamp: Drawer = (c) => {
  const { a, b, r } = c,
    st = ri(r, 170, 215),
    sb = st + ri(r, 160, 195),
    tw = ri(r, 85, 115),
    bw = ri(r, 165, 195),
    bt = ri(r, 440, 480);
  return (
    rect(393, st + 40, 14, bt - st, shade(b, 0.4)) +
    path(`M340,640C270,640 280,${bt} 400,${bt}C520,${bt} 530,640 460,640Z`, round(c, a)) +
    path(`M${400 - tw},${st}H${400 + tw}L${400 + bw},${sb}H${400 - bw}Z`, round(c, b)) +
    ell(400, sb, bw, 14, tint(b, 0.75)) +
    ell(400, st, tw, 8, shade(b, 0.3))
  );
};

const pendant: Drawer = (c) => {
  const { a, b, r } = c,
    rw = ri(r, 170, 215),
    y = ri(r, 430, 480),
    dome = r() < 0.5,
    glow = tint(b, 0.8);
  const d = dome
    ? `M${400 - rw},${y}C${400 - rw},${y - 150} ${470 - rw},${y - 200} 400,${y - 200}C${330 + rw},${y - 200} ${400 + rw},${y - 150} ${400 + rw},${y}Z`
    : `M370,${y - 190}H430L${400 + rw},${y}H${400 - rw}Z`;
  return (
    path(
      `M${400 - rw + 20},${y}H${380 + rw}L${Math.round(400 + rw * 1.9)},800H${Math.round(400 - rw * 1.9)}Z`,
      lg(c, [glow, glow], true, [0.45, 0]),
    ) +
    line(`M400,0V${y - 200}`, shade(b, 0.5), 5) +
    rect(382, y - 225, 36, 34, shade(b, 0.3), ' rx="6"') +
    path(d, round(c, a)) +
    ell(400, y, rw, 18, shade(a, 0.35)) +
    `<circle cx="400" cy="${y + 14}" r="30" fill="${glow}"/>` +
    clip(c, d, rect(0, y - 40, 800, 14, b))
  );
};

const cushion: Drawer = (c) => {
  const { a, b, r } = c,
    x0 = 235,
    x1 = 565,
    y0 = 300,
    y1 = 628,
    k = ri(r, 18, 34);
  const d = `M${x0},${y0}Q400,${y0 + k} ${x1},${y0}Q${x1 - k},464 ${x1},${y1}Q400,${y1 - k} ${x0},${y1}Q${x0 + k},464 ${x0},${y0}Z`;
  return (
    `<g transform="rotate(-3 400 464)">${path(d, a)}${clip(c, d, pattern(r, b, x0, y0, x1, y1))}` +
    path(d, rg(c, [tint(a, 0.5), shade(a, 0.35)], [0.35, 0.45])) +
    line(d, shade(a, 0.3), 6) +
    '</g>'
  );
};

const throwBlanket: Drawer = (c) => {
  const { a, b, r } = c,
    fill = lg(c, [tint(a, 0.15), shade(a, 0.18)], true),
    s1 = ri(r, 80, 140),
    s2 = ri(r, 260, 330);
  let out = '';
  for (let i = 0; i < 4; i++) {
    // stripes stay on the straight part of each fold, so they need no clip path
    const x = 190 + ri(r, -14, 14),
      y = 336 + i * 72;
    out +=
      path(`M${x + 38},${y}H${x + 420}V${y + 76}H${x + 38}A38,38 0 0 1 ${x + 38},${y}Z`, fill) +
      strands(`M${x + s1},${y + 38}H${x + s2 + 30}`, b, 76, `22 18 8 ${s2 - s1 - 48} 22 99`) +
      rect(x + 4, y + 36, 416, 4, tint(b, 0.4));
  }
  // top face plus a fringed end draped over the front: what tells a throw from a pile of towels
  const tail = `M392,318H572Q590,450 580,628H400Q414,450 392,318Z`;
  return (
    path('M214,338Q230,302 270,302H590Q624,304 618,338Z', tint(a, 0.25)) +
    out +
    path(tail, lg(c, [tint(a, 0.1), shade(a, 0.12)])) +
    clip(c, tail, rect(380, 568, 220, 18, b) + rect(380, 594, 220, 6, b)) +
    strands('M402,638H578', shade(a, 0.1), 20, '3 5')
  );
};

const rug: Drawer = (c) => {
  const { a, b, r } = c,
    n = ri(r, 1, 3);
  const dia = (x: number, s: number, f: string): string => path(`M${x},${-s}L${x + s},0L${x},${s}L${x - s},0Z`, f);
  const body =
    rect(-250, -160, 500, 320, a, ' rx="6"') +
    rect(-228, -138, 456, 276, 'none', ` stroke="${b}" stroke-width="16"`) +
    rect(-200, -110, 400, 220, 'none', ` stroke="${tint(a, 0.5)}" stroke-width="4"`) +
    Array.from({ length: n }, (_, i) => dia((i - (n - 1) / 2) * 130, 60, b) + dia((i - (n - 1) / 2) * 130, 26, tint(a, 0.55))).join('') +
    strands('M-262,-156V156M262,-156V156', tint(a, 0.6), 24, '3 6');
  const t = 'translate(400 500) scale(1 .52) rotate(-22)';
  return `<g transform="translate(0 12) ${t}">${rect(-250, -160, 500, 320, shade(a, 0.35), ' rx="6"')}</g><g transform="${t}">${body}</g>`;
};

const tote: Drawer = (c) => {
  const { a, b, r } = c,
    top = ri(r, 300, 330);
  const d = `M250,${top}H550L570,625Q570,635 560,635H240Q230,635 230,625Z`;
  const handle = (dx: number, col: string): string =>
    line(`M${325 + dx},${top + 40}C${325 + dx},${top - 190} ${475 + dx},${top - 190} ${475 + dx},${top + 40}`, col, 16);
  return (
    handle(14, shade(b, 0.35)) +
    path(d, lg(c, [tint(a, 0.2), a, shade(a, 0.12)])) +
    clip(c, d, pattern(r, b, 230, top + 120, 570, top + 250) + rect(230, top, 340, 28, shade(a, 0.08))) +
    line(`M250,${top + 36}H550`, shade(a, 0.35), 3, ' stroke-dasharray="8 6"') +
    handle(0, b) +
    rect(314, top + 14, 22, 34, b) +
    rect(464, top + 14, 22, 34, b)
  );
};

const scarf: Drawer = (c) => {
  const { a, b, r } = c,
    l1 = ri(r, 560, 610),
    l2 = ri(r, 470, 530);
  const t1 = `M282,205H412V${l1}H282Z`,
    t2 = `M402,205H528L${534},${l2}H${408}Z`;
  const deco = (x0: number, x1: number, y1: number): string =>
    Array.from({ length: 4 }, (_, i) => rect(x0, 300 + i * ((y1 - 300) / 4), x1 - x0, 16, b)).join('') +
    rect(x0 + 36, 200, 10, 420, tint(b, 0.35)) +
    rect(x1 - 46, 200, 10, 420, tint(b, 0.35));
  return (
    line('M190,200H610', shade(b, 0.45), 12) +
    `<circle cx="190" cy="200" r="14" fill="${shade(b, 0.45)}"/><circle cx="610" cy="200" r="14" fill="${shade(b, 0.45)}"/>` +
    path(t2, shade(a, 0.15)) +
    clip(c, t2, deco(402, 534, l2)) +
    strands(`M412,${l2 + 10}H530`, shade(a, 0.15), 22) +
    path(t1, lg(c, [tint(a, 0.15), a])) +
    clip(c, t1, deco(282, 412, l1)) +
    strands(`M286,${l1 + 10}H410`, a, 22) +
    path('M276,214Q276,180 320,182H490Q534,180 534,214Z', shade(a, 0.08))
  );
};

const sweater: Drawer = (c) => {
  const { a, b, r } = c;
  const d = 'M345,205Q400,245 455,205L545,228Q575,238 585,265L640,520L585,540L530,360V620H270V360L215,540L160,520L215,265Q225,238 255,228Z';
  const kind = ri(r, 0, 2),
    y = ri(r, 300, 360);
  const deco =
    kind === 0
      ? Array.from({ length: 7 }, (_, i) => rect(0, 250 + i * 52, 800, 22, b)).join('')
      : rect(0, y, 800, 60, b) +
        line(`M150,${y + 30}l` + '20,-14 20,14 '.repeat(13), tint(b, 0.6), 6) +
        (kind === 2 ? rect(0, y - 20, 800, 8, b) + rect(0, y + 72, 800, 8, b) : '');
  const cuff = (x: number, y0: number, x2: number, y2: number): string =>
    path(`M${x},${y0}L${x2},${y2}l${x < 400 ? 6 : -6},-30L${x + (x < 400 ? 6 : -6)},${y0 - 30}Z`, shade(a, 0.15));
  return (
    path(d, lg(c, [tint(a, 0.2), a, shade(a, 0.1)])) +
    clip(c, d, deco) +
    strands('M270,602H530', shade(a, 0.15), 36, '6 6') +
    cuff(640, 520, 585, 540) +
    cuff(160, 520, 215, 540) +
    line('M345,207Q400,247 455,207', shade(a, 0.25), 14)
  );
};

const candle: Drawer = (c) => {
  const { a, b, r } = c,
    h = ri(r, 240, 320),
    top = 640 - h;
  return (
    `<circle cx="400" cy="${top - 55}" r="110" fill="${rg(c, [tint(b, 0.5), tint(b, 0.5)], [0.6, 0])}"/>` +
    rect(320, top, 160, h, round(c, a), ' rx="8"') +
    rect(320, top + Math.round(h * 0.45), 160, 56, round(c, b)) +
    ell(400, top, 80, 14, tint(a, 0.35)) +
    rect(352, top, 14, ri(r, 30, 70), tint(a, 0.35), ' rx="7"') +
    rect(430, top, 12, ri(r, 20, 50), tint(a, 0.35), ' rx="6"') +
    line(`M400,${top}v-22`, shade(b, 0.6), 4) +
    path(
      `M400,${top - 95}C424,${top - 58} 420,${top - 28} 400,${top - 20}C380,${top - 28} 376,${top - 58} 400,${top - 95}Z`,
      lg(c, [tint(b, 0.55), b], true),
    ) +
    ell(400, top - 38, 8, 14, tint(b, 0.9))
  );
};

const chair: Drawer = (c) => {
  const { a, b, r } = c,
    wood = shade(b, 0.2),
    h = ri(r, 190, 230);
  const leg = (x1: number, y1: number, x2: number, y2: number, w: number): string =>
    path(`M${x1 - w},${y1}H${x1 + w}L${x2 + w / 2},${y2}H${x2 - w / 2}Z`, wood);
  return (
    leg(330, h, 344, 600, 9) +
    leg(552, h + 18, 552, 605, 9) +
    path(`M322,${h + 10}Q440,${h - 10} 560,${h + 28}V${h + 100}Q440,${h + 72} 324,${h + 82}Z`, lg(c, [tint(a, 0.15), a])) +
    path('M265,455L495,470L555,415L330,400Z', tint(a, 0.2)) +
    path('M265,455L495,470V494L265,479Z', shade(a, 0.2)) +
    path('M495,470L555,415V439L495,494Z', shade(a, 0.35)) +
    leg(280, 479, 268, 640, 10) +
    leg(485, 494, 492, 652, 10)
  );
};

const print: Drawer = (c) => {
  const { a, b, r } = c,
    x = 225,
    y = 160,
    w = 350,
    h = 470,
    ax = x + 56,
    ay = y + 56,
    aw = w - 112,
    ah = h - 112,
    k = ri(r, 0, 2);
  const d = `M${ax},${ay}h${aw}v${ah}h${-aw}Z`,
    cx = ax + aw / 2;
  const art =
    k === 0
      ? `<circle cx="${ax + 160}" cy="${ay + 100}" r="${ri(r, 36, 56)}" fill="${b}"/>` +
        path(`M${ax},${ay + 250}Q${ax + 80},${ay + 170} ${ax + 160},${ay + 230}T${ax + aw},${ay + 200}V${ay + ah}H${ax}Z`, a) +
        path(`M${ax},${ay + 300}Q${ax + 120},${ay + 240} ${ax + aw},${ay + 290}V${ay + ah}H${ax}Z`, shade(a, 0.3))
      : k === 1
        ? [110, 80, 50]
            .map((s, i) =>
              path(
                `M${cx - s},${ay + ah}V${ay + ah - 100 - s * 0.6}A${s},${s} 0 0 1 ${cx + s},${ay + ah - 100 - s * 0.6}V${ay + ah}Z`,
                [a, b, shade(a, 0.3)][i]!,
              ),
            )
            .join('')
        : `<circle cx="${cx - 30}" cy="${ay + 120}" r="80" fill="${a}"/>` +
          path(`M${cx - 40},${ay + 210}a90,90 0 0 1 180,0Z`, b) +
          rect(ax, ay + 250, aw, 30, shade(a, 0.3));
  return (
    rect(x + 14, y + 14, w, h, shade(b, 0.6), ' opacity=".18"') +
    rect(x, y, w, h, lg(c, [shade(b, 0.35), shade(b, 0.6)])) +
    rect(x + 18, y + 18, w - 36, h - 36, tint(a, 0.92)) +
    path(d, tint(a, 0.6)) +
    clip(c, d, art)
  );
};

const clock: Drawer = (c) => {
  const { a, b, r } = c,
    R = 230,
    cy = 380;
  const hand = (turns: number, len: number): string =>
    `M400,${cy}l${Math.round(Math.sin(turns * Math.PI * 2) * len)},${Math.round(-Math.cos(turns * Math.PI * 2) * len)}`;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const t = (i / 12) * Math.PI * 2,
      l = i % 3 ? 14 : 30,
      o = R - 52;
    return `M${Math.round(400 + Math.sin(t) * o)},${Math.round(cy - Math.cos(t) * o)}l${Math.round(Math.sin(t) * l)},${Math.round(-Math.cos(t) * l)}`;
  }).join('');
  const hr = r(),
    mn = r();
  return (
    `<circle cx="414" cy="${cy + 16}" r="${R}" fill="${shade(b, 0.5)}" opacity=".2"/><circle cx="400" cy="${cy}" r="${R}" fill="${lg(c, [tint(a, 0.2), shade(a, 0.25)], true)}"/>` +
    `<circle cx="400" cy="${cy}" r="${R - 26}" fill="${tint(a, 0.9)}"/>` +
    line(ticks, shade(b, 0.5), 8) +
    line(hand(hr, 110), shade(b, 0.55), 16) +
    line(hand(mn, 165), shade(b, 0.55), 10) +
    line(hand(r(), 175), b, 4) +
    `<circle cx="400" cy="${cy}" r="14" fill="${b}"/>`
  );
};

/** Per kind: drawer, floor-shadow width, where it sits (banner layout) and the zoom focus for view 2. */
const KINDS: Record<PictureKind, { draw: Drawer; shadow: number; place: 'floor' | 'ceil' | 'wall'; focus: [number, number] }> = {
  vase: { draw: vase, shadow: 190, place: 'floor', focus: [400, 470] },
  bowl: { draw: bowl, shadow: 260, place: 'floor', focus: [400, 470] },
  mug: { draw: mug, shadow: 200, place: 'floor', focus: [420, 440] },
  plate: { draw: plate, shadow: 300, place: 'floor', focus: [520, 500] },
  lamp: { draw: lamp, shadow: 170, place: 'floor', focus: [400, 330] },
  pendant: { draw: pendant, shadow: 0, place: 'ceil', focus: [400, 340] },
  cushion: { draw: cushion, shadow: 200, place: 'floor', focus: [400, 440] },
  throw: { draw: throwBlanket, shadow: 260, place: 'floor', focus: [420, 440] },
  rug: { draw: rug, shadow: 320, place: 'floor', focus: [400, 500] },
  tote: { draw: tote, shadow: 200, place: 'floor', focus: [400, 440] },
  scarf: { draw: scarf, shadow: 0, place: 'wall', focus: [400, 360] },
  sweater: { draw: sweater, shadow: 220, place: 'floor', focus: [400, 330] },
  candle: { draw: candle, shadow: 110, place: 'floor', focus: [400, 400] },
  chair: { draw: chair, shadow: 200, place: 'floor', focus: [420, 420] },
  print: { draw: print, shadow: 210, place: 'floor', focus: [400, 400] },
  clock: { draw: clock, shadow: 0, place: 'wall', focus: [400, 380] },
};

// ---- documents --------------------------------------------------------------------------------

function setup(kind: PictureKind, palette: [string, string], seed: number): { c: Ctx; k: (typeof KINDS)[PictureKind]; base: number } {
  const k = KINDS[kind] ?? KINDS.vase,
    base = (Math.floor(Number(seed)) || 0) ^ hash(kind);
  // Normalise colours once so every later tint/shade and the markup only ever see #rrggbb.
  return { c: { a: mix(palette?.[0], palette?.[0], 0), b: mix(palette?.[1], palette?.[1], 0), r: rng(base), defs: new Map() }, k, base };
}
const shadowAt = (c: Ctx, x: number, y: number, rx: number): string =>
  rx ? ell(x, y, rx, Math.round(rx * 0.13), rg(c, [shade(c.b, 0.55), shade(c.b, 0.55)], [0.4, 0])) : '';
const svg = (w: number, h: number, c: Ctx, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${[...c.defs].map(([m, id]) => m.replace('id="$"', `id="${id}"`)).join('')}</defs>${body}</svg>`;

/** Product picture as an SVG document (800×800), deterministic for the same arguments. */
export function productPictureSvg(kind: PictureKind, palette: [string, string], view: 1 | 2, seed: number): string {
  const { c, k } = setup(kind, palette, seed),
    { a, b } = c,
    dark = view === 2;
  // View 2 is a zoomed crop on a dark backdrop, so a hover swap is obvious even at thumbnail size.
  const bg = dark ? rg(c, [shade(b, 0.45), shade(b, 0.7)]) : lg(c, [tint(mix(a, b, 0.25), 0.93), tint(a, 0.85)], true);
  const floor = lg(c, dark ? [shade(b, 0.75), shade(b, 0.75)] : [tint(a, 0.8), tint(a, 0.72)], true, dark ? [0, 0.6] : [0.6, 1]);
  let obj = shadowAt(c, 400, 640, k.shadow) + k.draw(c);
  if (dark) {
    const z = 1.6,
      [fx, fy] = k.focus;
    obj = `<g transform="translate(${Math.round(400 - fx * z)} ${Math.round(400 - fy * z)}) scale(${z})">${obj}</g>`;
  }
  return svg(800, 800, c, rect(0, 0, 800, 800, bg) + (k.place === 'wall' && !dark ? '' : rect(0, 590, 800, 210, floor)) + obj);
}

/** Banner picture as an SVG document (1600×700), deterministic; the left ~45% is left calm for text. */
export function bannerPictureSvg(kind: PictureKind, palette: [string, string], seed: number): string {
  const { c, k, base } = setup(kind, palette, seed),
    { a, b } = c;
  const wide = kind === 'rug' || kind === 'plate' || kind === 'throw' || kind === 'clock'; // wide objects would crowd (and bloat) the banner
  const layout = (
    (kind === 'scarf'
      ? [
          [880, 0.7, 0],
          [1140, 0.7, 0],
          [1400, 0.7, 0],
        ] // one shared rail
      : wide
        ? [
            [1040, 0.82, 20],
            [1400, 0.6, -40],
          ]
        : [
            [1280, 0.66, -30],
            [1040, 0.9, 20],
            [1450, 0.52, -60],
          ]) as [number, number, number][]
  ).sort((p, q) => p[1] - q[1]);
  let objs = '';
  for (const [x, s, dy] of layout) {
    c.r = rng(base + x); // each object gets its own variation
    const ty = k.place === 'ceil' ? dy - 10 : k.place === 'wall' ? 300 - 380 * s + dy * 2 : 640 - 640 * s - dy * 0.6 + (s < 0.6 ? -30 : 0);
    objs += `<g transform="translate(${Math.round(x - 400 * s)} ${Math.round(ty)}) scale(${s})">${shadowAt(c, 400, 640, k.shadow)}${k.draw(c)}</g>`;
  }
  return svg(
    1600,
    700,
    c,
    rect(0, 0, 1600, 700, lg(c, [tint(a, 0.94), tint(mix(a, b, 0.4), 0.8)])) +
      `<circle cx="1250" cy="300" r="330" fill="${tint(b, 0.75)}" opacity=".5"/>` +
      rect(0, 560, 1600, 140, lg(c, [tint(a, 0.82), tint(a, 0.72)], true)) +
      objs,
  );
}
