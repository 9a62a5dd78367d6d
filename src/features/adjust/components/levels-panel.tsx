import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { showConfirm } from '@/components/message-box-store'
import { childDimension, nodesFromDimensions, treeOrder, withoutNode } from '@/domain/adjust/levels'
import {
  DIMENSION_LABELS,
  METHOD_LABELS,
  type AdjustMethod,
  type LevelConfig,
  type LevelNode,
} from '@/domain/adjust/model'
import { settingsResolver } from '@/domain/adjust/settings'
import type { SchemeView } from '../hooks/use-adjust'
import { commands, report } from '../hooks/use-adjust'
import { CellInput, Choice, Field, ScrollBox } from './field'
import { BAND_SIGN_RULE } from './rules-text'

const LEVELS = { '2': '二级（功能 → 系统）', '3': '三级（等级 → 功能 → 系统）' } as const
const METHOD_OPTIONS = [
  { value: '', label: '继承上级' },
  { value: 'A.1', label: 'A.1 价格指数法' },
  { value: 'A.2', label: 'A.2 造价信息法' },
]

/**
 * 层级配置 (EditTwoConfig / EditThreeConfig / EditThreeConfigOfOne on the server; here the scheme's
 * Config, saved as one synced edit): the nodes in tree order, each with its method (A.1 / A.2 for
 * the whole group) and risk band, blank = inherited, and what the node actually takes.
 */
export function LevelsPanel({ scheme }: { scheme: SchemeView }) {
  const [config, setConfig] = useState<LevelConfig>(scheme.Config)
  const [draft, setDraft] = useState({ Code: '', Name: '', ParentCode: '' })
  const resolve = settingsResolver(scheme.Contract, config)
  const rows = treeOrder(config.Nodes)
  const setNode = (code: string, patch: Partial<LevelNode>) =>
    setConfig({
      ...config,
      Nodes: config.Nodes.map((n) => (n.Code === code ? { ...n, ...patch } : n)),
    })
  const parentOptions = [
    { value: '', label: '（顶层）' },
    ...rows
      .filter((r) => childDimension(config, r.node.Code) !== null)
      .map((r) => ({
        value: r.node.Code,
        label: `${'　'.repeat(r.depth)}${r.node.Name}（${r.node.Code}）`,
      })),
  ]
  const dim = childDimension(config, draft.ParentCode)

  const setLevels = async (v: '2' | '3') => {
    const levels = v === '3' ? 3 : 2
    if (levels === config.Levels) return
    if (
      config.Nodes.length > 0 &&
      !(await showConfirm('更改层级会清空当前的配置节点（保存后生效），确定更改吗？', {
        title: '更改配置层级',
        confirmText: '更改',
      }))
    )
      return
    setConfig({ Levels: levels, Nodes: [] })
    setDraft({ ...draft, ParentCode: '' })
  }
  const generate = async () => {
    const nodes = nodesFromDimensions(config.Levels, scheme.Dimensions)
    if (nodes.length === 0)
      return report({ ok: false, message: '请先在“合同与维度”中填写并保存等级、功能、系统' })
    if (
      config.Nodes.length > 0 &&
      !(await showConfirm(
        `将用维度生成的${nodes.length}个节点替换当前的${config.Nodes.length}个节点（保存后生效），确定吗？`,
        { title: '按维度生成', confirmText: '替换' },
      ))
    )
      return
    setConfig({ ...config, Nodes: nodes })
  }
  const add = () => {
    if (dim === null) return report({ ok: false, message: '该节点已是最末一级，不能再添加下级' })
    if (draft.Code.trim() === '' || draft.Name.trim() === '')
      return report({ ok: false, message: '请填写节点编码和名称' })
    if (config.Nodes.some((n) => n.Code === draft.Code.trim()))
      return report({ ok: false, message: `节点编码重复：${draft.Code.trim()}` })
    setConfig({
      ...config,
      Nodes: [
        ...config.Nodes,
        {
          Code: draft.Code.trim(),
          Name: draft.Name.trim(),
          ParentCode: draft.ParentCode,
          Dimension: dim,
          Method: '',
          RiskBand: '',
        },
      ],
    })
    setDraft({ ...draft, Code: '', Name: '' })
  }
  const save = async () =>
    report(await commands.update(scheme.ID, { Config: config }), '已保存层级配置')

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-60">
          <Choice
            label="配置层级"
            value={String(config.Levels) as '2' | '3'}
            options={LEVELS}
            onChange={(v) => void setLevels(v)}
          />
        </div>
        <Button size="sm" variant="outline" onClick={() => void generate()}>
          按维度生成节点
        </Button>
        <Button size="sm" onClick={() => void save()}>
          保存层级配置
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        方法与风险幅度留空则继承上级节点，再继承合同（风险幅度{scheme.Contract.RiskBand}
        %，方法A.2）。材料自身指定的方法优先于节点。{BAND_SIGN_RULE}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          尚无配置节点。可按维度生成，或在下方逐个添加。
        </p>
      ) : (
        <ScrollBox label="层级配置节点">
          <table className="w-full text-xs" aria-label="层级配置节点">
            <thead>
              <tr className="border-b text-left">
                <th>节点</th>
                <th>维度</th>
                <th>调价方法</th>
                <th>风险幅度r（%）</th>
                <th>实际采用</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node, depth }) => {
                const s = resolve('', node.Code)
                return (
                  <tr key={node.Code} className="border-b">
                    <td
                      className="max-w-56 truncate pr-2"
                      style={{ paddingLeft: `${depth * 1.25}rem` }}
                      title={`${node.Name}（${node.Code}）`}
                    >
                      {node.Name}
                      <span className="ml-1 text-muted-foreground">{node.Code}</span>
                    </td>
                    <td className="pr-2">{DIMENSION_LABELS[node.Dimension]}</td>
                    <td>
                      <Select
                        aria-label={`${node.Name}调价方法`}
                        className="h-7 w-36 text-xs"
                        value={node.Method}
                        onValueChange={(v) =>
                          setNode(node.Code, { Method: v as AdjustMethod | '' })
                        }
                        options={METHOD_OPTIONS}
                      />
                    </td>
                    <td>
                      <CellInput
                        label={`${node.Name}风险幅度`}
                        value={node.RiskBand}
                        placeholder={s.riskBand}
                        onChange={(v) => setNode(node.Code, { RiskBand: v.trim() })}
                      />
                    </td>
                    <td className="pr-2" aria-label={`${node.Name}实际采用`}>
                      {METHOD_LABELS[s.method]}（{s.method}），±{s.riskBand}%
                      <span className="ml-1 text-muted-foreground">
                        {s.methodFrom === '默认' ? '合同默认' : `来自${s.methodFrom}`}
                      </span>
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          setConfig({ ...config, Nodes: withoutNode(config.Nodes, node.Code) })
                        }
                      >
                        移除
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <div className="flex flex-wrap items-end gap-2 rounded-md border p-2" aria-label="添加节点">
        <Field
          label="节点编码"
          value={draft.Code}
          onChange={(v) => setDraft({ ...draft, Code: v })}
          className="w-28"
        />
        <Field
          label="节点名称"
          value={draft.Name}
          onChange={(v) => setDraft({ ...draft, Name: v })}
          className="w-40"
        />
        <label className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
          上级节点
          <Select
            aria-label="上级节点"
            className="h-8 w-56"
            value={draft.ParentCode}
            onValueChange={(v) => setDraft({ ...draft, ParentCode: v })}
            options={parentOptions}
          />
        </label>
        <span className="pb-2 text-xs text-muted-foreground">
          维度：{dim === null ? '—' : DIMENSION_LABELS[dim]}
        </span>
        <Button size="sm" variant="outline" onClick={add}>
          添加节点
        </Button>
      </div>
    </div>
  )
}
