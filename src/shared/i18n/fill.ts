/** A dictionary text with its `{{name}}` placeholders filled; a placeholder without a value stays as it is. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
