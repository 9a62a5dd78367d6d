/**
 * Cities of the material demo data: province, the city's general price level against Shenzhen
 * (1.00, the anchor of the published figures) and how local materials (sand, stone, blocks,
 * ready-mixed concrete) differ there; steel, copper and plastics move less between cities.
 */
export interface MaterialCity {
  city: string
  province: string
  /** General level against Shenzhen. */
  level: number
  /** Extra factor for local materials (aggregates, concrete, blocks). */
  local: number
}

export const MATERIAL_CITIES: readonly MaterialCity[] = [
  { city: '深圳', province: '广东', level: 1, local: 1 },
  { city: '广州', province: '广东', level: 0.99, local: 0.95 },
  { city: '东莞', province: '广东', level: 0.985, local: 0.93 },
  { city: '佛山', province: '广东', level: 0.98, local: 0.92 },
  { city: '北京', province: '北京', level: 1.02, local: 0.9 },
  { city: '上海', province: '上海', level: 1.03, local: 1.02 },
  { city: '天津', province: '天津', level: 0.99, local: 0.85 },
  { city: '重庆', province: '重庆', level: 0.97, local: 0.78 },
  { city: '杭州', province: '浙江', level: 1.01, local: 1.05 },
  { city: '宁波', province: '浙江', level: 1, local: 1.03 },
  { city: '南京', province: '江苏', level: 1, local: 0.92 },
  { city: '苏州', province: '江苏', level: 1.005, local: 0.96 },
  { city: '无锡', province: '江苏', level: 1, local: 0.94 },
  { city: '合肥', province: '安徽', level: 0.975, local: 0.8 },
  { city: '武汉', province: '湖北', level: 0.98, local: 0.82 },
  { city: '长沙', province: '湖南', level: 0.975, local: 0.8 },
  { city: '南昌', province: '江西', level: 0.97, local: 0.78 },
  { city: '福州', province: '福建', level: 0.985, local: 0.9 },
  { city: '厦门', province: '福建', level: 0.995, local: 0.95 },
  { city: '成都', province: '四川', level: 0.97, local: 0.76 },
  { city: '西安', province: '陕西', level: 0.965, local: 0.74 },
  { city: '郑州', province: '河南', level: 0.96, local: 0.72 },
  { city: '济南', province: '山东', level: 0.97, local: 0.75 },
  { city: '青岛', province: '山东', level: 0.98, local: 0.82 },
  { city: '石家庄', province: '河北', level: 0.955, local: 0.7 },
  { city: '太原', province: '山西', level: 0.955, local: 0.7 },
  { city: '沈阳', province: '辽宁', level: 0.96, local: 0.72 },
  { city: '大连', province: '辽宁', level: 0.97, local: 0.76 },
  { city: '哈尔滨', province: '黑龙江', level: 0.965, local: 0.74 },
  { city: '长春', province: '吉林', level: 0.96, local: 0.72 },
  { city: '昆明', province: '云南', level: 0.98, local: 0.8 },
  { city: '南宁', province: '广西', level: 0.97, local: 0.78 },
  { city: '贵阳', province: '贵州', level: 0.975, local: 0.8 },
  { city: '海口', province: '海南', level: 1.04, local: 1.1 },
]
