/** A mainland mobile shown with its middle four digits hidden (138****0002); others as given. */
export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}
