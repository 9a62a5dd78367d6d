import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { GRADES } from '@/domain/estimate/model'

interface Props {
  systems: readonly { Code: string; Name: string }[]
  /** Sends the new brand; resolves to the Chinese refusal, or null when added. */
  onAdd: (body: Record<string, unknown>) => Promise<string | null>
}

/** 新增品牌: system, grade, name and premium of a brand the 估算 offers (UpdateFunctionalData, Type add). */
export function BrandAdd({ systems, onAdd }: Props) {
  const [system, setSystem] = useState('')
  const [grade, setGrade] = useState<string>('标准')
  const [name, setName] = useState('')
  const [premium, setPremium] = useState('0')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const submit = async () => {
    if (!system) return setError('请选择系统')
    if (!name.trim()) return setError('请填写品牌名称')
    setSaving(true)
    const message = await onAdd({
      Kind: 'brand',
      Type: 'add',
      SystemCode: system,
      Grade: grade,
      Name: name.trim(),
      Premium: premium.trim() || '0',
    })
    setSaving(false)
    setError(message ?? '')
    if (!message) {
      setName('')
      setPremium('0')
    }
  }
  return (
    <form
      aria-label="新增品牌"
      className="flex flex-wrap items-end gap-2 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Select
        aria-label="系统"
        className="w-40"
        placeholder="选择系统"
        value={system}
        onValueChange={setSystem}
        options={systems.map((s) => ({ value: s.Code, label: s.Name }))}
      />
      <Select
        aria-label="档次"
        className="w-24"
        value={grade}
        onValueChange={setGrade}
        options={GRADES.map((g) => ({ value: g, label: g }))}
      />
      <Input
        aria-label="品牌名称"
        placeholder="品牌名称"
        className="h-9 w-40"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Input
        aria-label="溢价率（%）"
        className="h-9 w-24"
        inputMode="decimal"
        value={premium}
        onChange={(e) => setPremium(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={saving}>
        新增品牌
      </Button>
      {error && (
        <p role="alert" className="w-full text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  )
}
