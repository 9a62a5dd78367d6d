/**
 * Where the 估算 range comes from, as the results and the printed estimate say it: the scope of
 * the comparable templates (indicators.ts comparableTemplates) and the project's city.
 */
export function scopeText(scope: string, city: string): string {
  if (scope === '同城同类') return '同城同类已发布模板'
  if (scope === '同类')
    return city.trim() === ''
      ? '同类已发布模板（未填写城市，按全国同类）'
      : '同类已发布模板（同城不足 3 个）'
  return '暂无可比模板'
}
