/** Usage history with its forecast (spec 03 F3.4). */
export default function UsagePanel() {
  return null;
}
