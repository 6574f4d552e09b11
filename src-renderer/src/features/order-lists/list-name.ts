import { orderListInputSchema } from '@shared/schemas/order-list';

/** A list's name as the server checks it, for the forms that ask it. */
export const listNameSchema = orderListInputSchema.pick({ name: true });
