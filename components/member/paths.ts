/** The payment page of an order (?order=…). */
export const PAY_PATH = '/member/pay';
/** The personal centre, where the order list is. */
export const ORDERS_PATH = '/user/my_account#orders';
