import { customPinyin, pinyin } from 'pinyin-pro'

// Trade words whose reading pinyin-pro's general dictionary gets wrong (轧 as yà).
customPinyin({ 热轧: 're zha', 冷轧: 'leng zha', 轧制: 'zha zhi' })

/**
 * Pinyin initials of a material name for the client's search (gj → 钢筋), computed on the server
 * at seed and import time so the client needs no pinyin table. One character per UTF-16 unit of
 * the name: a Chinese character gives the first letter of its reading in context (pinyin-pro
 * resolves most polyphones from the words around them: 重量 → zl), anything else itself,
 * lower-cased. The equal length lets a match in the initials highlight the same part of the name.
 */
export function initialsOf(name: string): string {
  if (!/[\u3400-\u9fff]/.test(name))
    return name.toLowerCase().length === name.length ? name.toLowerCase() : name
  const parts = pinyin(name, { type: 'all', toneType: 'none' })
  let out = ''
  for (const p of parts) {
    const first = p.isZh ? p.first.toLowerCase() : p.origin.toLowerCase()
    // Keep one unit per unit of the original even where lower-casing changes a length.
    out +=
      first.length === p.origin.length
        ? first
        : p.isZh && p.origin.length === 1
          ? (first[0] ?? p.origin)
          : p.origin
  }
  return out.length === name.length
    ? out
    : name.toLowerCase().length === name.length
      ? name.toLowerCase()
      : name
}
