import { saveBytes } from '@/lib/save-bytes'

/** Saves an SVG chart as a PNG (drawn on a canvas at twice its size; works offline). */
export async function savePng(svg: SVGSVGElement, title: string): Promise<void> {
  const box = svg.viewBox.baseVal
  const text = new XMLSerializer().serializeToString(svg)
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }))
  try {
    const img = new Image()
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve()
      img.onerror = () => reject(new Error('svg image failed'))
      img.src = url
    })
    const canvas = document.createElement('canvas')
    canvas.width = box.width * 2
    canvas.height = box.height * 2
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    ctx.scale(2, 2)
    ctx.drawImage(img, 0, 0, box.width, box.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (blob)
      saveBytes(
        new Uint8Array(await blob.arrayBuffer()),
        `${title.replace(/[\\/:*?"<>|（）]/g, '').slice(0, 40) || '图表'}.png`,
        'image/png',
      )
  } finally {
    URL.revokeObjectURL(url)
  }
}
