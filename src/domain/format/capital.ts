/**
 * 大写金额 (the upper-case Chinese amount of a 投标函 or cover, e.g. 壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分):
 * read into integer 分, and written from 分 (the test workbooks print it as pricing tools do).
 */

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const SMALL: Readonly<Record<string, number>> = { 拾: 10, 佰: 100, 仟: 1000 }
const LARGE: Readonly<Record<string, number>> = { 万: 10_000, 亿: 100_000_000 }

/** 分 of a 大写 amount; null when the text is not one. Accepts 圆/元, 整/正, 人民币 and spaces. */
export function parseCapitalFen(text: string): number | null {
  let t = text.replace(/[\s:：]/g, '').replace(/^(人民币|￥|¥)/, '')
  t = t.replace(/[整正]$/, '')
  if (t === '' || !/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆角分]+$/.test(t)) return null
  const m =
    /^(.*?)(?:[元圆])?((?:[零壹贰叁肆伍陆柒捌玖]角)?(?:零)?(?:[零壹贰叁肆伍陆柒捌玖]分)?)$/.exec(t)
  if (!m) return null
  const yuanText = m[1] ?? ''
  const centText = m[2] ?? ''
  if (!/[元圆]/.test(t) && centText === '') return null
  const yuan = yuanText === '' ? 0 : integerOf(yuanText)
  if (yuan === null) return null
  const jiao = /([壹贰叁肆伍陆柒捌玖零])角/.exec(centText)?.[1]
  const fen = /([壹贰叁肆伍陆柒捌玖零])分/.exec(centText)?.[1]
  const cents = (jiao ? DIGITS.indexOf(jiao) * 10 : 0) + (fen ? DIGITS.indexOf(fen) : 0)
  const total = yuan * 100 + cents
  return Number.isSafeInteger(total) ? total : null
}

function integerOf(text: string): number | null {
  let total = 0
  let section = 0
  let digit = 0
  let seen = false
  for (const ch of text) {
    const d = DIGITS.indexOf(ch)
    if (d >= 0) {
      digit = d
      seen = true
    } else if (SMALL[ch] !== undefined) {
      section += (digit === 0 && !seen ? 1 : digit) * SMALL[ch]
      digit = 0
      seen = false
    } else if (LARGE[ch] !== undefined) {
      const unit = LARGE[ch]
      section += digit
      if (unit === 100_000_000) total = (total + section) * unit
      else total += section * unit
      section = 0
      digit = 0
      seen = false
    } else return null
  }
  return total + section + digit
}

/** 分 → 大写, e.g. 5637617231 → 伍仟陆佰叁拾柒万陆仟壹佰柒拾贰元叁角壹分; whole 元 end in 整. */
export function formatCapitalFen(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) return ''
  // eslint-disable-next-line guard/money -- the whole 元 digits of an integer 分 amount, exact
  const yuan = Math.floor(fen / 100)
  const jiao = Math.floor(fen / 10) % 10
  const cent = fen % 10
  let head = yuan === 0 ? '' : `${groupText(yuan)}元`
  if (jiao === 0 && cent === 0) return head === '' ? '零元整' : `${head}整`
  if (jiao > 0) head += `${DIGITS[jiao]}角`
  else if (head !== '') head += '零'
  if (cent > 0) head += `${DIGITS[cent]}分`
  return head
}

/** An integer below 10^16 in 大写 (万 and 亿 sections, 零 for skipped places). */
function groupText(n: number): string {
  const sections: number[] = []
  let x = n
  while (x > 0) {
    sections.unshift(x % 10_000)
    x = Math.floor(x / 10_000)
  }
  const names = ['', '万', '亿', '万亿']
  let out = ''
  let zero = false
  sections.forEach((s, k) => {
    const name = names[sections.length - 1 - k] ?? ''
    if (s === 0) {
      zero = out !== ''
      return
    }
    if (zero || (out !== '' && s < 1000)) out += '零'
    zero = false
    out += fourDigits(s) + name
  })
  return out
}

function fourDigits(n: number): string {
  const places = ['仟', '佰', '拾', '']
  const ds = String(n).padStart(4, '0').split('').map(Number)
  let out = ''
  let zero = false
  ds.forEach((d, k) => {
    if (d === 0) {
      zero = out !== ''
      return
    }
    if (zero) out += '零'
    zero = false
    out += (DIGITS[d] ?? '') + (places[k] ?? '')
  })
  return out.replace(/^零+/, '')
}
