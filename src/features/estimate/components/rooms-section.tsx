import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { defaultRooms } from '@/domain/estimate/compute'
import { ROOM_KINDS, type EstimateFunction, type RoomCounts } from '@/domain/estimate/model'
import { zoneOf } from '@/domain/estimate/zones'

const LABEL = 'grid gap-1 text-xs text-muted-foreground'

/**
 * 户型 counts of a residential estimate; the default counts the flats of its 住宅塔楼 zones only
 * (a basement or 商业 zone holds no flats).
 */
export function RoomsSection({
  rooms,
  functions,
  perFlat,
  onChange,
}: {
  rooms: RoomCounts
  functions: readonly EstimateFunction[]
  perFlat: RoomCounts
  onChange: (rooms: RoomCounts) => void
}) {
  const residentialArea = functions
    .filter((f) => zoneOf(f) === '住宅塔楼')
    .reduce((a, f) => a + f.Area, 0)
  return (
    <section aria-label="户型" className="flex flex-wrap items-end gap-2">
      {ROOM_KINDS.map((k) => (
        <label key={k} className={LABEL}>
          {k}
          <Input
            className="w-20"
            aria-label={`${k}数量`}
            inputMode="numeric"
            value={rooms[k] ?? 0}
            onChange={(e) => {
              const n = Number(e.currentTarget.value)
              if (Number.isInteger(n) && n >= 0) onChange({ ...rooms, [k]: n })
            }}
          />
        </label>
      ))}
      <Button
        variant="outline"
        onClick={() => onChange(defaultRooms(residentialArea, 100, perFlat).Rooms)}
      >
        按套均 100 m² 估算
      </Button>
    </section>
  )
}
