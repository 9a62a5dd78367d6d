/**
 * Look-alike user names (issue 34): "admin" with a zero-width space, full-width ａｄｍｉｎ or
 * Cyrillic аdmin must not pass for the administrator in a team list. Before a name is compared
 * with a reserved one it is reduced to a skeleton: NFKC (full-width and compatibility forms →
 * plain), invisible characters dropped, accents removed, lower case, letters that look alike
 * folded together (Cyrillic and Greek look-alikes of Latin letters, 0/o, 1/l/i, rn/m).
 */

// Format characters (zero-width spaces and joiners, direction marks, BOM, soft hyphen), spaces,
// and the Hangul fillers that render as blank. Combining marks (accents, the grapheme joiner,
// variation selectors) go with MARKS after NFKD.
const INVISIBLE = /[\p{Cf}\p{Zs}\p{Zl}\p{Zp}\u115f\u3164\uffa0]|\u1160/gu
const MARKS = /\p{M}/gu

// Characters drawn like a Latin letter or digit (Unicode's confusables, the part that matters for
// Latin names), each folded to the letter it passes for: Cyrillic, Greek, then Latin and digits.
// Everything that looks like i, l, 1 or | becomes l. Capitals first (Greek Ν is N, its ν is v).
const folds = (from: string, to: string) => new Map([...from].map((ch, i) => [ch, to[i] ?? ch]))
const CAPITALS = folds('АВЕКМНОРСТХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'abekmhopctxljsabezhlkmnoptyx')
const SMALL = folds(
  'авеёгһіїјкмнопрстухѕԁԛԝӏɡոս' + 'αβεηικνορτυχωϲϳ' + 'ıłſi1|!0$@',
  'abeerhlljkmhonpctyxsdqwlgnu' + 'abenlkvoptuxwcj' + 'llsllllosa',
)

/** The form two names share when they look alike. */
export function nameSkeleton(name: string): string {
  const plain = name.normalize('NFKC').replace(INVISIBLE, '').normalize('NFKD').replace(MARKS, '')
  let out = ''
  for (const ch of plain) {
    const small = ch.toLowerCase()
    out += CAPITALS.get(ch) ?? SMALL.get(small) ?? small
  }
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w')
}

/** True when `name` reads as the reserved name (the administrator's), however it is spelt. */
export function looksLikeReserved(name: string, reserved: string): boolean {
  return nameSkeleton(name) === nameSkeleton(reserved)
}
