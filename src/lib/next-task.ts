/**
 * Resolves in a new task of this thread, by a message to itself: other tasks (input, rendering,
 * a worker's answers) may run first. Not `setTimeout(0)`: timers set from a timer's task are
 * clamped to 4 ms after five levels, so a loop of 50 sends that yields with it waits ≥ 0.2 s idle.
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
