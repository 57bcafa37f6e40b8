#!/usr/bin/env node
// Generates the 18 Christmas avatars of the catalogue (src/shared/avatars.ts) as static SVG
// files in src/web/public/avatars/<id>.svg, shipped as they are with the web app.
//
// Sources: Microsoft Fluent Emoji (flat style, MIT licence), read from the installed npm package
// @iconify-json/fluent-emoji-flat, composed where useful (round badges, close-ups, an elf hat),
// and shapes drawn here for what Unicode has no emoji for (reindeer, Christmas baubles,
// snowman with a top hat). See src/web/public/avatars/LICENCES.md.
//
// Plain Node, no dependencies. Deterministic: same package version, same bytes.
// Usage: node scripts/generate-avatars.mjs

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "src/web/public/avatars");
const require = createRequire(import.meta.url);
const ICON_SET = JSON.parse(
  readFileSync(
    require.resolve("@iconify-json/fluent-emoji-flat/icons.json"),
    "utf8",
  ),
);

/** Every avatar is drawn on this square grid (the Fluent Emoji grid). */
const SIZE = 32;

// Fluent Emoji flat palette, reused by the hand-drawn shapes so everything looks like one set.
const C = {
  red: "#f8312f",
  redDark: "#ca0b4a",
  green: "#00d26a",
  greenDark: "#00a34a",
  leaf: "#44911b",
  gold: "#ffb02e",
  goldLight: "#fcd53f",
  goldDark: "#e19747",
  blue: "#00a6ed",
  blueDark: "#0074ba",
  white: "#fff",
  snowShade: "#e1d8ec",
  grey: "#9b9b9b",
  coal: "#433b6b",
  hat: "#321b41",
  hatLight: "#533566",
  carrot: "#ff6723",
  deer: "#f3ad61",
  deerDark: "#d3883e",
  deerLight: "#ffdea7",
  antler: "#7d4533",
  eye: "#212121",
  blush: "#ff8687",
};

/** The SVG body of a Fluent Emoji (32×32 grid), or an error if the package no longer has it. */
function emojiBody(name) {
  const icon = ICON_SET.icons[name];
  if (!icon)
    throw new Error(`@iconify-json/fluent-emoji-flat has no icon "${name}"`);
  const width = icon.width ?? ICON_SET.width ?? 16;
  const height = icon.height ?? ICON_SET.height ?? 16;
  if (width !== SIZE || height !== SIZE)
    throw new Error(
      `"${name}" is ${width}×${height}, expected ${SIZE}×${SIZE}`,
    );
  return icon.body;
}

const n = (value) => String(Math.round(value * 100) / 100);

/** An emoji scaled to `size` grid units with its top-left corner at (x, y). */
function emoji(name, { x = 0, y = 0, size = SIZE } = {}) {
  const body = emojiBody(name);
  if (x === 0 && y === 0 && size === SIZE) return body;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / SIZE)})">${body}</g>`;
}

/** A whole avatar file: square viewBox, no fixed size (the page sizes the <img>). */
function svg(content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">${content}</svg>\n`;
}

/**
 * A round coloured badge filling the square, with `content` clipped to the disc and a faint
 * inner ring so the disc keeps a crisp edge on light and dark pages alike.
 */
function badge(id, fill, content, { decoration = "" } = {}) {
  const clip = `${id}-clip`;
  return (
    `<defs><clipPath id="${clip}"><circle cx="16" cy="16" r="16"/></clipPath></defs>` +
    `<circle cx="16" cy="16" r="16" fill="${fill}"/>` +
    `<g clip-path="url(#${clip})">${decoration}${content}</g>` +
    `<circle cx="16" cy="16" r="15.4" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width=".6"/>`
  );
}

/** Small snowflake dots for the badges' background, at fixed places (deterministic). */
function snowDots(points, fill = C.white, opacity = 0.7) {
  return `<g fill="${fill}" fill-opacity="${opacity}">${points
    .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
    .join("")}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Hand-drawn shapes
// ---------------------------------------------------------------------------------------------

/** A Christmas bauble: gold cap and hanger, a shaded ball, a pattern and a shine highlight. */
function ornament(id, { base, shade, pattern }) {
  const clip = `${id}-ball`;
  return (
    `<defs><clipPath id="${clip}"><circle cx="16" cy="19" r="11"/></clipPath></defs>` +
    // hanger loop
    `<path fill="none" stroke="${C.grey}" stroke-width="1" d="M14.3 5.6a1.7 1.7 0 1 1 3.4 0"/>` +
    // ball with its shaded crescent (bottom right)
    `<circle cx="16" cy="19" r="11" fill="${shade}"/>` +
    `<g clip-path="url(#${clip})"><circle cx="15" cy="18" r="10.6" fill="${base}"/>${pattern}</g>` +
    // shine
    `<path fill="#fff" fill-opacity=".75" d="M8.6 17.2c.2-3 2.3-5.6 5.1-6.5c.6-.2 1 .6.5.9c-2.3 1.3-3.8 3.4-4.3 5.9c-.1.6-1.3.5-1.3-.3"/>` +
    `<circle cx="9.5" cy="20.1" r=".8" fill="#fff" fill-opacity=".75"/>` +
    // gold cap with ridges
    `<rect x="12.4" y="5.6" width="7.2" height="3.9" rx="1" fill="${C.gold}"/>` +
    `<rect x="12.4" y="5.6" width="7.2" height="1.3" rx=".65" fill="${C.goldLight}"/>` +
    `<path stroke="${C.goldDark}" stroke-width=".5" d="M14.6 7.2v2.3m1.4-2.3v2.3m1.4-2.3v2.3"/>`
  );
}

/** Six-armed snowflake centred on (cx, cy). */
function snowflake(cx, cy, r, color, width) {
  const arms = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    const ex = cx + r * Math.cos(a);
    const ey = cy + r * Math.sin(a);
    arms.push(`M${n(cx)} ${n(cy)}L${n(ex)} ${n(ey)}`);
    // little V at 60 % of the arm
    const mx = cx + r * 0.58 * Math.cos(a);
    const my = cy + r * 0.58 * Math.sin(a);
    for (const side of [-1, 1]) {
      const b = a + side * (Math.PI / 4);
      arms.push(
        `M${n(mx)} ${n(my)}l${n(r * 0.36 * Math.cos(b))} ${n(r * 0.36 * Math.sin(b))}`,
      );
    }
  }
  return `<path fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" d="${arms.join("")}"/>`;
}

const ORNAMENTS = {
  // green: a wavy snowy band with white dots
  "ornament-green": {
    base: C.green,
    shade: C.greenDark,
    pattern:
      `<path fill="#fff" d="M4 17.2c2 1.6 4 1.6 6 0s4-1.6 6 0s4 1.6 6 0s4-1.6 6 0v3.2c-2-1.6-4-1.6-6 0s-4 1.6-6 0s-4-1.6-6 0s-4 1.6-6 0z"/>` +
      snowDots(
        [
          [11, 25.3, 0.9],
          [16, 26.5, 0.9],
          [21, 25.3, 0.9],
          [13.4, 12.6, 0.7],
          [18.6, 12.6, 0.7],
        ],
        "#fff",
        0.9,
      ),
  },
  // red: two gold stripes with gold stars between
  "ornament-red": {
    base: C.red,
    shade: C.redDark,
    pattern:
      `<path fill="${C.goldLight}" d="M4 14.3h24v1.5H4zm0 7.6h24v1.5H4z"/>` +
      [11.2, 16, 20.8]
        .map((x) => `<path fill="${C.goldLight}" d="${star(x, 18.85, 1.7)}"/>`)
        .join(""),
  },
  // blue: a big white snowflake
  "ornament-blue": {
    base: C.blue,
    shade: C.blueDark,
    pattern: snowflake(16, 19.4, 6.3, "#fff", 1.1),
  },
};

/** Path of a five-pointed star centred on (cx, cy) with outer radius r. */
function star(cx, cy, r) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${n(cx + radius * Math.cos(a))} ${n(cy + radius * Math.sin(a))}`,
    );
  }
  return `M${points.join("L")}Z`;
}

/**
 * A friendly reindeer head (Rudolph): branched antlers, ears, tan head, light muzzle, red nose.
 * Drawn on the 32 grid, roughly filling it; `t` is an optional transform for badges.
 */
function reindeerHead(t = "") {
  const antler = (mirror) =>
    `<path${mirror ? ' transform="matrix(-1 0 0 1 32 0)"' : ""} fill="none" stroke="${C.antler}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" d="M12.6 9.6C11.4 6.8 9.6 5 6.6 3.4M10.6 6.3c.3-1.5.2-2.8-.4-4.3M8.7 4.6C7.6 4.9 6.1 5.6 4.6 6.6"/>`;
  const ear = (mirror) =>
    `<g${mirror ? ' transform="matrix(-1 0 0 1 32 0)"' : ""}>` +
    `<path fill="${C.deerDark}" d="M10.6 12.1c-1.7-1.7-4.5-2.3-6.6-1.6c.9 2 3.2 3.8 5.6 4.1z"/>` +
    `<path fill="${C.deerLight}" d="M9.3 12.6c-1.2-.9-2.7-1.2-3.9-1c.7 1 1.9 1.9 3.3 2.2z"/>` +
    `</g>`;
  return (
    `<g${t ? ` transform="${t}"` : ""}>` +
    antler(false) +
    antler(true) +
    ear(false) +
    ear(true) +
    // head and muzzle
    `<path fill="${C.deer}" d="M16 8.4c4.4 0 7.1 3 7.1 6.9c0 2.3-.6 3.7-1.2 5.2c-.7 1.8-.9 3.4-.9 4.5c0 2.5-2.3 4.2-5 4.2s-5-1.7-5-4.2c0-1.1-.2-2.7-.9-4.5c-.6-1.5-1.2-2.9-1.2-5.2c0-3.9 2.7-6.9 7.1-6.9"/>` +
    `<path fill="${C.deerDark}" d="M16 8.4c1.6 0 2.9.4 3.9 1.1c-.9 1.5-2.3 2.4-3.9 2.4s-3-.9-3.9-2.4c1-.7 2.3-1.1 3.9-1.1"/>` +
    `<ellipse cx="16" cy="24.6" rx="4.6" ry="4.1" fill="${C.deerLight}"/>` +
    // eyes
    `<ellipse cx="12.9" cy="16.2" rx="1.15" ry="1.45" fill="${C.eye}"/>` +
    `<ellipse cx="19.1" cy="16.2" rx="1.15" ry="1.45" fill="${C.eye}"/>` +
    `<circle cx="13.25" cy="15.7" r=".4" fill="#fff"/><circle cx="19.45" cy="15.7" r=".4" fill="#fff"/>` +
    // cheeks
    `<circle cx="11.3" cy="19.6" r="1.1" fill="${C.blush}" fill-opacity=".55"/>` +
    `<circle cx="20.7" cy="19.6" r="1.1" fill="${C.blush}" fill-opacity=".55"/>` +
    // red nose with its shine, and a smile
    `<circle cx="16" cy="22.3" r="2.5" fill="${C.red}"/>` +
    `<ellipse cx="15.2" cy="21.5" rx=".8" ry=".55" fill="#fff" fill-opacity=".8"/>` +
    `<path fill="none" stroke="${C.antler}" stroke-width=".6" stroke-linecap="round" d="M14.3 26.2c1.1.8 2.3.8 3.4 0"/>` +
    `</g>`
  );
}

/** A pointed Christmas elf hat whose white brim spans x0..x1 at height y, tip flopping right. */
function elfHat({ x0, x1, y, color, dark, height = 8 }) {
  const mid = (x0 + x1) / 2;
  const top = y - height;
  return (
    `<path fill="${color}" d="M${n(x0)} ${n(y)}C${n(x0 + 1)} ${n(top + 2)} ${n(mid - 1)} ${n(top)} ${n(mid + 3)} ${n(top)}` +
    `C${n(x1 + 1.5)} ${n(top)} ${n(x1 + 3)} ${n(top + 2)} ${n(x1 + 3.6)} ${n(top + 4.6)}` +
    `C${n(x1 + 1.5)} ${n(top + 3.4)} ${n(x1)} ${n(top + 4)} ${n(x1)} ${n(y)}z"/>` +
    `<path fill="${dark}" d="M${n(x1 - 2.2)} ${n(y)}C${n(x1 - 2)} ${n(top + 3)} ${n(x1 + 1.4)} ${n(top + 2.6)} ${n(x1 + 3.6)} ${n(top + 4.6)}C${n(x1 + 1.5)} ${n(top + 3.4)} ${n(x1)} ${n(top + 4)} ${n(x1)} ${n(y)}z"/>` +
    `<rect x="${n(x0 - 0.6)}" y="${n(y - 1.3)}" width="${n(x1 - x0 + 1.2)}" height="2.6" rx="1.3" fill="#fff"/>` +
    `<path fill="${C.snowShade}" d="M${n(x0 - 0.5)} ${n(y + 0.3)}h${n(x1 - x0 + 1)}a1.3 1.3 0 0 1-1.2 1H${n(x0 + 0.7)}a1.3 1.3 0 0 1-1.2-1"/>` +
    // golden bell at the tip
    `<circle cx="${n(x1 + 3.6)}" cy="${n(top + 5.6)}" r="1.5" fill="${C.gold}"/>` +
    `<circle cx="${n(x1 + 3.2)}" cy="${n(top + 5.1)}" r=".5" fill="${C.goldLight}"/>`
  );
}

/** Pointed elf ears over the round ears of the boy emoji placed at (3.5, 7) size 25. */
function pointedEars({ skin, inner }) {
  const ear =
    `<path fill="${skin}" d="M8.4 18.4C6.1 18.3 3.8 17.2 2.3 15.3c-.3 3.5 1.1 7.1 4.1 8.3c.8.3 1.7.1 2-.6z"/>` +
    `<path fill="${inner}" d="M7.6 19.6c-1.4-.1-2.8-.7-3.8-1.6c.2 1.9 1.1 3.7 2.6 4.3c.6.2 1.1 0 1.2-.5z"/>`;
  return ear + `<g transform="matrix(-1 0 0 1 32 0)">${ear}</g>`;
}

/** Snowman head close-up with a tall black top hat (red band, holly) tilted a little. */
function snowmanWithTopHat() {
  return (
    // head
    `<circle cx="16" cy="21" r="9.2" fill="${C.snowShade}"/>` +
    `<circle cx="15.4" cy="20.4" r="8.7" fill="#fff"/>` +
    // scarf peeking at the bottom
    `<path fill="${C.red}" d="M7.6 27.6c2.4 1.6 5.3 2.3 8.4 2.3s6-.7 8.4-2.3l1 2.6V33H6.6v-2.8z"/>` +
    `<path fill="${C.redDark}" d="M7 29.2c2.7 1.5 5.8 2.2 9 2.2s6.3-.7 9-2.2l.6 1.6c-2.9 1.5-6.2 2.3-9.6 2.3s-6.7-.8-9.6-2.3z"/>` +
    // coal eyes and smile, carrot nose
    `<circle cx="12.6" cy="19" r="1.2" fill="${C.coal}"/><circle cx="19.4" cy="19" r="1.2" fill="${C.coal}"/>` +
    `<circle cx="12.9" cy="18.6" r=".35" fill="#fff"/><circle cx="19.7" cy="18.6" r=".35" fill="#fff"/>` +
    `<path fill="${C.carrot}" d="M15.2 20.7c.4-.8 1.5-.9 2-.2l4.3 2.4c.4.2.2.8-.2.8l-5-.6c-.9-.1-1.4-1.2-1.1-2.4"/>` +
    snowDots(
      [
        [12.4, 24, 0.55],
        [14, 25.1, 0.55],
        [16, 25.5, 0.55],
        [18, 25.1, 0.55],
        [19.6, 24, 0.55],
      ],
      C.coal,
      1,
    ) +
    // top hat
    `<g transform="rotate(-9 16 12)">` +
    `<rect x="10.2" y="1.4" width="11.6" height="10.6" rx="1.2" fill="${C.hat}"/>` +
    `<rect x="10.2" y="1.4" width="3" height="10.6" rx="1" fill="${C.hatLight}"/>` +
    `<rect x="10.2" y="8" width="11.6" height="2.4" fill="${C.red}"/>` +
    `<rect x="6.6" y="11.2" width="18.8" height="2.2" rx="1.1" fill="${C.hat}"/>` +
    // holly: two leaves and berries on the band
    `<path fill="${C.leaf}" d="M18.2 9.2c.9-1.4 2.4-1.9 3.9-1.5c-.7 1.4-2.2 2.1-3.9 1.5m-.4.2c-1.5-.5-3-.1-4 1c1.4.6 3 .3 4-1"/>` +
    `<circle cx="18.4" cy="8.6" r=".8" fill="${C.redDark}"/><circle cx="19.3" cy="9.6" r=".8" fill="${C.red}"/>` +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// The catalogue, in the order of the earlier app's specification
// ---------------------------------------------------------------------------------------------

/** @type {Array<{ id: string; source: 'fluent' | 'fluent+drawn' | 'drawn'; emojis: string[]; content: () => string }>} */
const AVATARS = [
  {
    id: "santa",
    source: "fluent",
    emojis: ["santa-claus-light"],
    content: () => emoji("santa-claus-light"),
  },
  {
    id: "penguin",
    source: "fluent",
    emojis: ["penguin"],
    content: () => emoji("penguin"),
  },
  {
    id: "elf-girl",
    source: "fluent",
    emojis: ["woman-elf-medium-light"],
    content: () => emoji("woman-elf-medium-light"),
  },
  {
    id: "reindeer",
    source: "drawn",
    emojis: [],
    content: () => reindeerHead("translate(.8 1) scale(.95)"),
  },
  {
    id: "elf-man",
    source: "fluent",
    emojis: ["man-elf-medium-dark"],
    content: () => emoji("man-elf-medium-dark"),
  },
  {
    id: "mrs-claus",
    source: "fluent",
    emojis: ["mrs-claus-medium-light"],
    content: () => emoji("mrs-claus-medium-light"),
  },
  {
    id: "polar-bear",
    source: "fluent",
    emojis: ["polar-bear"],
    content: () => emoji("polar-bear"),
  },
  {
    id: "elf-boy",
    source: "fluent+drawn",
    emojis: ["boy-light"],
    content: () =>
      emoji("boy-light", { x: 3.5, y: 7, size: 25 }) +
      pointedEars({ skin: "#ffd7c2", inner: "#f4c6ad" }) +
      elfHat({
        x0: 7,
        x1: 23.5,
        y: 13.2,
        color: C.green,
        dark: C.greenDark,
        height: 10.5,
      }),
  },
  {
    id: "snowman",
    source: "fluent",
    emojis: ["snowman"],
    content: () => emoji("snowman"),
  },
  {
    id: "ornament-green",
    source: "drawn",
    emojis: [],
    content: () => ornament("ornament-green", ORNAMENTS["ornament-green"]),
  },
  {
    id: "ornament-red",
    source: "drawn",
    emojis: [],
    content: () => ornament("ornament-red", ORNAMENTS["ornament-red"]),
  },
  {
    id: "snowman-hat",
    source: "drawn",
    emojis: [],
    content: () =>
      badge("snowman-hat", "#6c5ce7", snowmanWithTopHat(), {
        decoration: snowDots([
          [5, 10, 0.8],
          [27, 9, 0.7],
          [4, 20, 0.6],
          [28, 19, 0.8],
          [8, 4.5, 0.6],
          [25, 3.5, 0.6],
        ]),
      }),
  },
  {
    id: "polar-bear-blue",
    source: "fluent+drawn",
    emojis: ["polar-bear"],
    content: () =>
      badge(
        "polar-bear-blue",
        "#2f80ed",
        emoji("polar-bear", { x: 4, y: 5, size: 24 }),
      ),
  },
  {
    id: "santa-face",
    source: "fluent+drawn",
    emojis: ["santa-claus-medium"],
    content: () =>
      badge(
        "santa-face",
        C.greenDark,
        emoji("santa-claus-medium", { x: -1.2, y: 0.6, size: 34 }),
      ),
  },
  {
    id: "ornament-blue",
    source: "drawn",
    emojis: [],
    content: () => ornament("ornament-blue", ORNAMENTS["ornament-blue"]),
  },
  {
    id: "reindeer-circle",
    source: "drawn",
    emojis: [],
    content: () =>
      badge(
        "reindeer-circle",
        "#1f4e79",
        reindeerHead("translate(3.2 4.4) scale(.8)"),
        {
          decoration: snowDots([
            [5, 12, 0.7],
            [27, 13, 0.8],
            [6, 22, 0.6],
            [26.5, 23, 0.6],
          ]),
        },
      ),
  },
  {
    id: "penguin-circle",
    source: "fluent+drawn",
    emojis: ["penguin"],
    content: () =>
      badge(
        "penguin-circle",
        "#bfe8fb",
        emoji("penguin", { x: 4.5, y: 5.5, size: 23 }),
        {
          decoration: `<ellipse cx="16" cy="31" rx="17" ry="5" fill="#fff"/>`,
        },
      ),
  },
  {
    id: "elf-face",
    source: "fluent+drawn",
    emojis: ["person-elf-medium"],
    content: () =>
      badge(
        "elf-face",
        C.red,
        emoji("person-elf-medium", { x: -10.5, y: -2.5, size: 53 }),
      ),
  },
];

mkdirSync(OUT_DIR, { recursive: true });
let total = 0;
for (const avatar of AVATARS) {
  const text = svg(avatar.content());
  writeFileSync(path.join(OUT_DIR, `${avatar.id}.svg`), text);
  total += Buffer.byteLength(text);
  const from = avatar.emojis.length
    ? ` (Fluent Emoji: ${avatar.emojis.join(", ")})`
    : "";
  console.log(`${avatar.id.padEnd(16)} ${avatar.source}${from}`);
}
console.log(
  `${AVATARS.length} avatars, ${total} bytes, written to ${path.relative(ROOT, OUT_DIR)} (see LICENCES.md there)`,
);
