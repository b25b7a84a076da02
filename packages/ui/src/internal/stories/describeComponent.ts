/** A meta's `parameters` that give the component's docs page its description (Markdown). */
export function describeComponent(description: string) {
  return { docs: { description: { component: description } } };
}
