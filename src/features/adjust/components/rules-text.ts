import type { DelayCause } from '@/domain/adjust/model'

/** The sign rule of the risk band r (DOMAIN.md "Price readjustment"), as the screen states it. */
export const BAND_SIGN_RULE =
  '风险幅度r的符号随价格变化：确认单价Ci高于基准时r取正值，低于基准时r取负值，只调整超出±r的部分（ΔP = (ΔC − 基准 × r) × Q）。'

/** Which value a late period takes (2024 §8.7.4), by the scheme's delay cause. */
export const DELAY_RULE: Record<DelayCause, string> = {
  none: '无工期延误：各期取实际进度日期的价格和指数；计划进度日期的值不参与计算。',
  employer: '发包人原因延误：填写了计划进度日期价格或指数的期次，取计划与实际两者中的较高者。',
  contractor: '承包人原因延误：填写了计划进度日期价格或指数的期次，取计划与实际两者中的较低者。',
}
