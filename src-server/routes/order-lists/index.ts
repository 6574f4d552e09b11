import { orderListInputSchema, orderListPatchSchema } from '@shared/schemas/order-list';

import type { AppDeps } from '../../env';
import {
  createOrderList,
  deleteOrderList,
  getOrderList,
  listOrderLists,
  updateOrderList,
} from '../../order-lists/order-lists';
import { companyRecordRoutes } from '../company-records';
import { memberRoutes } from '../member-routes';

/** The company's order lists (`bestellijsten`): saved carts, optionally per client. */
export function orderListRoutes({ storage, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth }).route(
    '/',
    companyRecordRoutes(
      { storage, clock },
      {
        quota: 'orderLists',
        input: orderListInputSchema,
        patch: orderListPatchSchema,
        service: {
          list: (uid, page) => listOrderLists(storage, uid, page),
          create: (uid, input) => createOrderList(storage, clock, uid, input),
          get: (uid, id) => getOrderList(storage, uid, id),
          update: (uid, id, patch) => updateOrderList(storage, clock, uid, id, patch),
          remove: (uid, id) => deleteOrderList(storage, uid, id),
        },
      },
    ),
  );
}
