import { coverKey } from '@/domain/projects/model'
import { cn } from '@/lib/cn'

/**
 * The drawings of public/covers/*.svg (a project type's default cover), drawn inline. As <img>
 * each card's drawing was an SVG document of its own (layout, style and CJK font set-up per
 * image, on the main thread): the trading centre's twelve cards spent much of a render on them
 * (issue 16). Keep these in step with the files, which GetDefaultPicture still serves.
 */
const DRAWINGS: Readonly<
  Record<string, { top: string; stroke: string; d: string; label: string }>
> = {
  apartment: {
    label: '公寓',
    top: '#efb3c6',
    stroke: '#8a3b55',
    d: 'M90 150v-105h120v105 M110 65h20 M170 65h20 M110 95h20 M170 95h20 M110 125h20 M170 125h20',
  },
  commercial: {
    label: '商业',
    top: '#f3c3a3',
    stroke: '#b4562a',
    d: 'M60 150v-60h180v60 M60 90l20-25h140l20 25 M100 150v-35h30v35 M160 115h40v20h-40z',
  },
  complex: {
    label: '综合体',
    top: '#e4d49c',
    stroke: '#6b5b2e',
    d: 'M60 150v-70h50v70 M110 150v-110h40v110 M150 150v-50h90v50',
  },
  hospital: {
    label: '医院',
    top: '#a5dbe5',
    stroke: '#1f7a8c',
    d: 'M80 150v-100h140v100 M140 70h20v15h15v20h-15v15h-20v-15h-15v-20h15z',
  },
  hotel: {
    label: '酒店',
    top: '#d2b4ea',
    stroke: '#7a4b9c',
    d: 'M90 150v-100h70v100 M110 70h10 M130 70h10 M110 95h10 M130 95h10 M110 120h10 M130 120h10 M180 150v-60h50v60',
  },
  industrial: {
    label: '产业园',
    top: '#c4ccd4',
    stroke: '#555d66',
    d: 'M50 150v-50l40-25v25l40-25v25l40-25v75 M190 150v-90h20v90 M230 150v-60h20v60',
  },
  office: {
    label: '办公',
    top: '#a9c8ee',
    stroke: '#245c9a',
    d: 'M80 150v-110h50v110 M150 150v-80h60v80 M95 60h20 M95 85h20 M95 110h20 M165 90h30 M165 115h30',
  },
  other: {
    label: '其他',
    top: '#bcc3e6',
    stroke: '#46507a',
    d: 'M70 150v-70h60v70 M150 150v-95h80v95',
  },
  residential: {
    label: '住宅',
    top: '#8fd3c1',
    stroke: '#2f7d6d',
    d: 'M60 150h50v-60l25-20 25 20v60h40v-90h40v90h50',
  },
  school: {
    label: '学校',
    top: '#b9e0a9',
    stroke: '#3b7a2f',
    d: 'M60 150v-60h180v60 M150 90v-40 M150 50h30v15h-30 M90 110h20 M130 110h20 M170 110h20 M210 110h20',
  },
}

/** A project type's default cover drawing (decorative: the cover's own label names the type). */
export function CoverDrawing({ type, className }: { type: string; className?: string }) {
  const key = coverKey(type)
  const drawing = DRAWINGS[key] ?? DRAWINGS['other']
  if (!drawing) return null
  return (
    <svg
      viewBox="0 0 300 200"
      aria-hidden
      data-drawing={key}
      className={cn('aspect-[3/2]', className)}
      // The files' vertical gradient, as a background: no gradient id to keep unique per card.
      style={{ background: `linear-gradient(${drawing.top}, #fff)` }}
    >
      <g
        fill="none"
        stroke={drawing.stroke}
        strokeWidth={4}
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path d={drawing.d} />
        <line x1={30} y1={150} x2={270} y2={150} />
      </g>
      <text
        x={150}
        y={182}
        textAnchor="middle"
        fontFamily="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif"
        fontSize={18}
        fill={drawing.stroke}
      >
        {drawing.label}
      </text>
    </svg>
  )
}
