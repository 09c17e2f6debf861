/**
 * A server-rendered search field as a visitor left it before the scripts ran: its text typed, and
 * the focus on it or not (jsdom).
 */
export function typedFallbackField(id: string, value: string, focused: boolean): HTMLInputElement {
  const field = document.createElement('input');
  field.id = id;
  field.value = value;
  document.body.append(field);
  if (focused) field.focus();
  return field;
}
