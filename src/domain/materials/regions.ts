import { HOT_CITIES } from '../projects/model'

/**
 * Provinces and their cities for the library's filters (省份 → 城市). The cities are the app's city
 * list (HOT_CITIES, also the cities of the demo 信息价); a province-level municipality is its own
 * province, as bulletins name it (北京 publishes 北京信息价).
 */
const PROVINCE_OF: Readonly<Record<(typeof HOT_CITIES)[number], string>> = {
  北京: '北京',
  上海: '上海',
  天津: '天津',
  重庆: '重庆',
  广州: '广东',
  深圳: '广东',
  东莞: '广东',
  佛山: '广东',
  成都: '四川',
  杭州: '浙江',
  宁波: '浙江',
  武汉: '湖北',
  西安: '陕西',
  南京: '江苏',
  苏州: '江苏',
  无锡: '江苏',
  郑州: '河南',
  长沙: '湖南',
  沈阳: '辽宁',
  大连: '辽宁',
  青岛: '山东',
  济南: '山东',
  合肥: '安徽',
  昆明: '云南',
  福州: '福建',
  厦门: '福建',
  哈尔滨: '黑龙江',
  长春: '吉林',
  南昌: '江西',
  南宁: '广西',
  贵阳: '贵州',
  石家庄: '河北',
  太原: '山西',
  海口: '海南',
  兰州: '甘肃',
  乌鲁木齐: '新疆',
}

/** Provinces in the order their first city appears in the city list, each with its cities. */
export const PROVINCES: readonly { province: string; cities: readonly string[] }[] = (() => {
  const out = new Map<string, string[]>()
  for (const city of HOT_CITIES) {
    const p = PROVINCE_OF[city]
    out.set(p, [...(out.get(p) ?? []), city])
  }
  return [...out].map(([province, cities]) => ({ province, cities }))
})()

/** The province of a listed city; '' for a city not in the list. */
export function provinceOf(city: string): string {
  return (PROVINCE_OF as Readonly<Record<string, string>>)[city] ?? ''
}

/** The cities offered under a province filter: its own, or every listed city for 全部 (''). */
export function citiesOf(province: string): readonly string[] {
  if (province === '') return HOT_CITIES
  return PROVINCES.find((p) => p.province === province)?.cities ?? []
}
