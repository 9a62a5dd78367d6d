import type { ProjectType } from '@/domain/projects/model.ts'

/** Vocabulary of the demo data: plausible Chinese names, areas and costs by project type. */

export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
] as const
export const GIVEN = [
  '建国',
  '晓梅',
  '志强',
  '丽华',
  '伟',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '平',
  '刚',
  '桂英',
  '文博',
  '思远',
  '雨桐',
  '浩然',
  '子涵',
  '一鸣',
  '嘉怡',
  '俊杰',
] as const
/** Some authors go by a studio or a handle rather than a personal name. */
export const STUDIOS = ['造价工作室', '工程咨询', '成本研究', '算量团队'] as const

export const TYPE_WEIGHTS: readonly (readonly [ProjectType, number])[] = [
  ['住宅', 35],
  ['办公', 12],
  ['商业', 10],
  ['酒店', 8],
  ['综合体', 8],
  ['学校', 7],
  ['医院', 6],
  ['产业园', 6],
  ['公寓', 6],
  ['其他', 2],
]

/** Tier-1 and big new tier-1 cities carry more templates and higher unit costs. */
export const CITY_TIER: Record<string, number> = {
  北京: 1,
  上海: 1,
  广州: 1,
  深圳: 1,
  杭州: 2,
  成都: 2,
  南京: 2,
  苏州: 2,
  武汉: 2,
  重庆: 2,
  西安: 2,
  天津: 2,
}

export const DISTRICTS: Record<string, readonly string[]> = {
  北京: ['朝阳', '海淀', '丰台', '通州', '大兴', '顺义'],
  上海: ['浦东', '闵行', '徐汇', '静安', '嘉定', '松江'],
  广州: ['天河', '海珠', '番禺', '黄埔', '白云', '南沙'],
  深圳: ['南山', '福田', '宝安', '龙岗', '龙华', '前海'],
  杭州: ['滨江', '西湖', '余杭', '萧山', '上城', '拱墅'],
  成都: ['高新', '天府', '锦江', '武侯', '青羊', '双流'],
  南京: ['江宁', '鼓楼', '建邺', '玄武', '浦口', '栖霞'],
  苏州: ['工业园区', '吴中', '相城', '姑苏', '吴江', '高新'],
  武汉: ['光谷', '江汉', '武昌', '汉阳', '洪山', '东西湖'],
}
export const GENERIC_DISTRICTS = [
  '高新区',
  '经开区',
  '新区',
  '滨湖',
  '东城',
  '南城',
  '西城',
  '北城',
] as const

export const BRANDS = [
  '锦绣',
  '翠湖',
  '云栖',
  '观澜',
  '春晓',
  '紫金',
  '江南',
  '天悦',
  '御景',
  '星河',
  '凤凰',
  '玉兰',
  '香樟',
  '银杏',
  '梧桐',
  '东方',
  '未来',
  '阳光',
  '湖畔',
  '悦府',
] as const
export const PHASES = ['', '', '一期', '二期', '三期', '四期'] as const

/** Name patterns per type: {d} district, {b} brand, {p} phase, {k} a small number. */
export const NAME_PATTERNS: Record<ProjectType, readonly string[]> = {
  住宅: ['{d}{b}住宅小区{p}', '{d}{b}花园{p}', '{d}{b}雅苑{p}', '{d}{b}府{p}', '{d}安置房{p}'],
  办公: ['{d}{b}中心写字楼', '{d}{b}大厦', '{d}总部办公楼', '{d}{b}金融中心'],
  商业: ['{d}{b}广场', '{d}{b}商业街', '{d}{b}购物中心'],
  酒店: ['{d}{b}酒店', '{d}{b}度假酒店', '{d}{b}精品酒店'],
  综合体: ['{d}{b}城市综合体', '{d}{b}天地{p}', '{d}TOD综合体'],
  学校: ['{d}{b}实验学校', '{d}第{k}中学', '{d}{b}小学', '{d}职业技术学院新校区'],
  医院: ['{d}人民医院门急诊楼', '{d}妇幼保健院', '{d}中医院住院楼', '{d}第{k}人民医院'],
  产业园: ['{d}{b}科技园{p}', '{d}{b}产业园{p}', '{d}智能制造产业园'],
  公寓: ['{d}{b}人才公寓', '{d}{b}长租公寓', '{d}青年公寓'],
  其他: ['{d}体育中心', '{d}图书馆', '{d}停车楼', '{d}文化艺术中心'],
}

/** 专业 and their typical share ranges of the cost (normalised per template). */
export const DISCIPLINES: readonly (readonly [string, number, number])[] = [
  ['土建', 0.45, 0.55],
  ['装饰', 0.1, 0.2],
  ['给排水', 0.03, 0.05],
  ['电气', 0.06, 0.09],
  ['暖通', 0.05, 0.12],
  ['消防', 0.02, 0.04],
  ['智能化', 0.02, 0.04],
  ['景观', 0.02, 0.06],
]

/** 含量 (quantity per m² of built area): name, unit, range. */
export const CONTENTS: readonly (readonly [string, string, number, number])[] = [
  ['钢筋', 'kg/m²', 38, 65],
  ['混凝土', 'm³/m²', 0.33, 0.52],
  ['模板', 'm²/m²', 2.1, 3.0],
  ['砌体', 'm³/m²', 0.1, 0.2],
]

export const BUILDING_WORDS: Record<ProjectType, readonly string[]> = {
  住宅: ['住宅楼', '高层住宅', '洋房'],
  公寓: ['公寓楼'],
  办公: ['办公塔楼', '裙房'],
  商业: ['商业主楼', '商业街区'],
  酒店: ['酒店主楼', '宴会中心'],
  综合体: ['办公塔楼', '商业裙房', '公寓塔楼'],
  学校: ['教学楼', '实验楼', '体育馆'],
  医院: ['门诊楼', '医技楼', '住院楼'],
  产业园: ['厂房', '研发楼'],
  其他: ['主楼', '附属用房'],
}
