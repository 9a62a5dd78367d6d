/**
 * 项目编码 rules (GB 50500 §4.2 and the 2013 计量规范): 12 digits = 工程分类 2, 专业 (appendix) 2,
 * 分部 2, 分项 3, 自编 3. The first nine come from the 计量规范; the last three are numbered by
 * the author of the bill and make a code unique inside its 单位工程. A code outside the known
 * tables is a warning, not an error (local and newer 规范 add their own). docs/bill.md lists them.
 */

/** 工程分类 (first two digits) and the 计量规范 that defines it. */
export const CODE_CLASSES: Readonly<Record<string, { name: string; standard: string }>> = {
  '01': { name: '房屋建筑与装饰工程', standard: 'GB 50854' },
  '02': { name: '仿古建筑工程', standard: 'GB 50855' },
  '03': { name: '通用安装工程', standard: 'GB 50856' },
  '04': { name: '市政工程', standard: 'GB 50857' },
  '05': { name: '园林绿化工程', standard: 'GB 50858' },
  '06': { name: '矿山工程', standard: 'GB 50859' },
  '07': { name: '构筑物工程', standard: 'GB 50860' },
  '08': { name: '城市轨道交通工程', standard: 'GB 50861' },
  '09': { name: '爆破工程', standard: 'GB 50862' },
}

/** 专业 appendices (first four digits) of the 规范 a bill of buildings uses most. */
export const CODE_APPENDICES: Readonly<Record<string, string>> = {
  // GB 50854-2013 房屋建筑与装饰工程
  '0101': '土石方工程',
  '0102': '地基处理与边坡支护工程',
  '0103': '桩基工程',
  '0104': '砌筑工程',
  '0105': '混凝土及钢筋混凝土工程',
  '0106': '金属结构工程',
  '0107': '木结构工程',
  '0108': '门窗工程',
  '0109': '屋面及防水工程',
  '0110': '保温、隔热、防腐工程',
  '0111': '楼地面装饰工程',
  '0112': '墙、柱面装饰与隔断、幕墙工程',
  '0113': '天棚工程',
  '0114': '油漆、涂料、裱糊工程',
  '0115': '其他装饰工程',
  '0116': '拆除工程',
  '0117': '措施项目',
  // GB 50856-2013 通用安装工程
  '0301': '机械设备安装工程',
  '0302': '热力设备安装工程',
  '0303': '静置设备与工艺金属结构制作安装工程',
  '0304': '电气设备安装工程',
  '0305': '建筑智能化工程',
  '0306': '自动化控制仪表安装工程',
  '0307': '通风空调工程',
  '0308': '工业管道工程',
  '0309': '消防工程',
  '0310': '给排水、采暖、燃气工程',
  '0311': '通信设备及线路工程',
  '0312': '刷油、防腐蚀、绝热工程',
  '0313': '措施项目',
  // GB 50857-2013 市政工程
  '0401': '土石方工程',
  '0402': '道路工程',
  '0403': '桥涵工程',
  '0404': '隧道工程',
  '0405': '管网工程',
  '0406': '水处理工程',
  '0407': '生活垃圾处理工程',
  '0408': '路灯工程',
  '0409': '钢筋工程',
  '0410': '拆除工程',
  '0411': '措施项目',
  // GB 50858-2013 园林绿化工程
  '0501': '绿化工程',
  '0502': '园路、园桥工程',
  '0503': '园林景观工程',
  '0504': '措施项目',
}

/** Sections of the 措施项目 appendix of GB 50854-2013 (S.1 … S.7), the usual 分部 of 单价措施. */
export const MEASURE_SECTIONS: Readonly<Record<string, string>> = {
  '011701': '脚手架工程',
  '011702': '混凝土模板及支架（撑）',
  '011703': '垂直运输',
  '011704': '超高施工增加',
  '011705': '大型机械设备进出场及安拆',
  '011706': '施工排水、降水',
  '011707': '安全文明施工及其他措施项目',
}

/** Appendices of 措施项目: their items are 单价措施, not 分部分项. */
export const MEASURE_APPENDICES: ReadonlySet<string> = new Set(['0117', '0313', '0411', '0504'])

/** 补充项目 codes (GB 50500-2013 and the 计量规范): 工程分类 + "B" + 3 digits, e.g. 01B001. */
const SUPPLEMENT = /^\d{2}B\d{3}$/

export interface CodeIssue {
  level: 'error' | 'warning'
  message: string
}

const halfWidth = (text: string) =>
  text.replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))

/**
 * A code as typed or as Excel stored it: spaces and full-width digits removed, and an 11-digit
 * number (a code stored as a number loses its leading zero: 10101001001) padded back to 12.
 * `repaired` says the leading zero was put back.
 */
export function normalizeCode(raw: string | number | null | undefined): {
  code: string
  repaired: boolean
} {
  if (raw === null || raw === undefined) return { code: '', repaired: false }
  let text =
    typeof raw === 'number'
      ? Number.isInteger(raw)
        ? raw.toFixed(0)
        : String(raw)
      : halfWidth(raw).replace(/\s+/g, '')
  if (/^\d+\.0+$/.test(text)) text = text.replace(/\.0+$/, '')
  if (/^\d{11}$/.test(text)) return { code: '0' + text, repaired: true }
  return { code: text.toUpperCase(), repaired: false }
}

/** The 12-digit (or 补充) format only, the check the write schemas use. */
export function isCodeFormat(code: string): boolean {
  return /^\d{12}$/.test(code) || SUPPLEMENT.test(code)
}

/** Format error, or a warning for a code outside the known tables or a 补充项目. */
export function checkCode(code: string): CodeIssue[] {
  if (code === '') return [{ level: 'error', message: '项目编码不能为空' }]
  if (SUPPLEMENT.test(code)) return [{ level: 'warning', message: `${code} 是补充项目编码` }]
  if (!/^\d{12}$/.test(code)) return [{ level: 'error', message: '项目编码必须是12位数字' }]
  const cls = CODE_CLASSES[code.slice(0, 2)]
  if (!cls)
    return [
      {
        level: 'warning',
        message: `项目编码 ${code} 的工程分类 ${code.slice(0, 2)} 不在计量规范中`,
      },
    ]
  const appendix = code.slice(0, 4)
  if (/^0[1345]/.test(code) && !CODE_APPENDICES[appendix]) {
    return [
      {
        level: 'warning',
        message: `项目编码 ${code} 的专业代码 ${appendix} 不在${cls.standard}中`,
      },
    ]
  }
  return []
}

/** The 分部 a code belongs to ('' when unknown): 010101001001 → 土石方工程, 011702… → 混凝土模板及支架（撑）. */
export function appendixName(code: string): string {
  return MEASURE_SECTIONS[code.slice(0, 6)] ?? CODE_APPENDICES[code.slice(0, 4)] ?? ''
}

/** True for codes of a 措施项目 appendix (0117, 0313, 0411, 0504). */
export function isMeasureCode(code: string): boolean {
  return MEASURE_APPENDICES.has(code.slice(0, 4))
}

/** Duplicate codes inside one 单位工程: for each id after the first of a code, the first id. */
export function duplicateCodes(
  items: readonly { ID: string; Code: string }[],
): Map<string, string> {
  const first = new Map<string, string>()
  const dup = new Map<string, string>()
  for (const item of items) {
    if (item.Code === '') continue
    const seen = first.get(item.Code)
    if (seen === undefined) first.set(item.Code, item.ID)
    else dup.set(item.ID, seen)
  }
  return dup
}

/**
 * The next free code with the same first nine digits: the 自编 part counts up from the given
 * code (010101001001 taken → 010101001002). A 9-digit code (a 清单库 item) starts at 001
 * (010505001 → 010505001001, or …002 when 001 is used). null when all 999 are used or the code
 * is neither 9 nor 12 digits.
 */
export function nextFreeCode(code: string, used: ReadonlySet<string>): string | null {
  if (!/^\d{9}(\d{3})?$/.test(code)) return null
  const head = code.slice(0, 9)
  const start = code.length === 9 ? 1 : Number(code.slice(9))
  for (let k = 0; k < 999; k++) {
    const n = ((start - 1 + k) % 999) + 1
    const candidate = head + String(n).padStart(3, '0')
    if (!used.has(candidate)) return candidate
  }
  return null
}
