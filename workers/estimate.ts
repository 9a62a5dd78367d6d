import { estimateFigures } from '@/domain/estimate/preview'
import {
  newPreviewStore,
  smartListChosen,
  smartListLines,
  smartListPrepare,
  smartListStage,
} from '@/domain/estimate/preview-store'
import { withState } from './compose'

/**
 * 估算 and 智能清单 (docs/estimate.md): the figures on every change, and the generated bill's
 * preview kept in this worker (its summary, the lines the table draws, the chosen entries in pages).
 */
export function estimateHandlers() {
  const store = newPreviewStore()
  return {
    estimateFigures,
    smartListStage: withState(store, smartListStage),
    smartListPrepare: withState(store, smartListPrepare),
    smartListLines: withState(store, smartListLines),
    smartListChosen: withState(store, smartListChosen),
  }
}
