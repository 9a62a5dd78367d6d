import { schemeInput } from '@/domain/adjust/builders'
import {
  priceAdjustment,
  summaryOf,
  type AdjustResult,
  type AdjustSummary,
} from '@/domain/adjust/compute'
import { buildAdjustWorkbook } from '@/domain/adjust/excel'
import {
  ADJUST_PAGE_ROWS,
  adjustForms,
  infoPriceForm,
  type FormTable,
  type RowRange,
} from '@/domain/adjust/forms'
import type { AdjustTitleData } from '@/domain/adjust/model'

/**
 * 调价 in the compute worker (docs/price-adjustment.md "Speed"). The computed scheme stays here,
 * keyed by its revision (the caller's key: scheme id and updatedAt), and the screen gets only the
 * totals and the page of the A.2 form it shows. A page, the print's rows in chunks and the Excel
 * export are then asked for by key, without sending the stored document again; the main thread
 * never receives 120,000 rows in one message.
 */

export type SchemeDocInput = Parameters<typeof schemeInput>[0]

export type AdjustAnswer =
  | { ok: true; key: string; result: AdjustSummary; forms: FormTable[] }
  | { ok: false; message: string }

/** The last few revisions computed (a user moves between two or three schemes). */
const KEPT = 3
const firstPage: RowRange = { from: 0, to: ADJUST_PAGE_ROWS }

function answer(
  key: string,
  result: AdjustResult,
  title: AdjustTitleData,
  page: RowRange,
): AdjustAnswer {
  return { ok: true, key, result: summaryOf(result), forms: adjustForms(result, title, page) }
}

/** The 调价 handlers, with the revisions they keep (one set per worker). */
export function adjustHandlers() {
  const kept = new Map<string, AdjustResult>()
  /** Materials of revisions being sent in chunks (`adjustMaterialsChunk`), until their `adjustScheme`. */
  const arriving = new Map<string, SchemeDocInput['Materials'][]>()

  function keep(key: string, result: AdjustResult): void {
    kept.delete(key)
    kept.set(key, result)
    while (kept.size > KEPT) kept.delete(kept.keys().next().value!)
  }

  return {
    /**
     * One chunk of a revision's materials. A big document is posted in chunks, one message each, so
     * that no single structured clone blocks the main thread for long; `adjustScheme` with `chunks`
     * then takes them.
     */
    adjustMaterialsChunk(key: string, index: number, materials: SchemeDocInput['Materials']): void {
      if (index === 0) arriving.clear()
      const list = arriving.get(key) ?? []
      list[index] = materials
      arriving.set(key, list)
    },

    /**
     * A stored scheme (src/domain/adjust/builders.ts schemeInput) computed, or taken from the kept
     * revision `key`: the totals and one page of the forms. With `chunks`, the materials are the
     * ones sent before by `adjustMaterialsChunk`.
     */
    adjustScheme(
      doc: SchemeDocInput,
      title: AdjustTitleData,
      key = '',
      page: RowRange = firstPage,
      chunks = 0,
    ): AdjustAnswer {
      const cached = key === '' ? undefined : kept.get(key)
      if (cached !== undefined) return answer(key, cached, title, page)
      let whole = doc
      if (chunks > 0) {
        const parts = arriving.get(key) ?? []
        arriving.delete(key)
        if (parts.length !== chunks || parts.some((p) => p === undefined))
          return { ok: false, message: '调价计算失败，请重试' }
        whole = { ...doc, Materials: parts.flat() }
      }
      const out = priceAdjustment(schemeInput(whole))
      if (!out.ok) return out
      if (key !== '') keep(key, out.result)
      return answer(key, out.result, title, page)
    },

    /** The kept revision `key` without its document, or null when it is not kept (then send the document). */
    adjustCached(
      key: string,
      title: AdjustTitleData,
      page: RowRange = firstPage,
    ): AdjustAnswer | null {
      const result = kept.get(key)
      return result === undefined ? null : answer(key, result, title, page)
    },

    /** Rows `range` of the kept revision's A.2 form (表G.2.1-1), or null when it is not kept. */
    adjustInfoPage(key: string, title: AdjustTitleData, range: RowRange): FormTable | null {
      const result = kept.get(key)
      return result === undefined ? null : infoPriceForm(result, title, range)
    },

    /** Every form of the kept revision, every row, as .xlsx bytes; null when it is not kept. */
    async exportAdjustScheme(key: string, title: AdjustTitleData): Promise<Uint8Array | null> {
      const result = kept.get(key)
      return result === undefined ? null : buildAdjustWorkbook(adjustForms(result, title))
    },
  }
}
