/** The app's toast and message box for the structure screens' components (never '@/data/api' there). */
export { notifier } from '@/data/api/notify'
