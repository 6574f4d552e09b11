import type { Context } from 'hono';
import { heatLoss } from '@shared/calculator/heat-loss';
import {
  adviceRequestSchema,
  calculationListQuerySchema,
  heatLossRequestSchema,
  offerteRequestSchema,
  reportRequestSchema,
  saveCalculationSchema,
} from '@shared/schemas/calculator';
import { uidOf } from '../../auth/require-user';
import { adviceFor } from '../../calculator/advice';
import {
  calculationOf,
  calculationsOf,
  createCalculation,
  deleteCalculation,
  updateCalculation,
} from '../../calculator/calculations';
import { assertEnteredValues } from '../../calculator/entered-values';
import { offerteFor } from '../../calculator/offerte';
import { reportFor } from '../../calculator/report';
import type { AppDeps } from '../../env';
import { takeDailyQuota } from '../../quotas';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';
import { pdfAnswer } from '../pdf-answer';
import { requireMayDo } from '../../policy/require-role';

/** The calculator's made PDF (indication or report) as a private download. */
const madePdf = (c: Context, { pdf, filename }: { pdf: Uint8Array; filename: string }) =>
  pdfAnswer(c, pdf, filename);

/** The calculator: heat loss, advice, offerte and the user's saved calculations. */
export function calculatorRoutes({ storage, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth })
    .post('/heat-loss', validate('json', heatLossRequestSchema), (c) =>
      c.json(heatLoss(c.req.valid('json'))),
    )
    .post('/advice', validate('json', adviceRequestSchema), async (c) =>
      c.json(await adviceFor(storage, uidOf(c), c.req.valid('json'))),
    )
    .post('/offerte', requireMayDo(storage, 'offertes'))
    .post('/offerte', validate('json', offerteRequestSchema), async (c) => {
      assertEnteredValues(c.req.valid('json').input);
      return madePdf(c, await offerteFor(storage, clock, c.get('user'), c.req.valid('json')));
    })
    .post('/report', validate('json', reportRequestSchema), async (c) => {
      assertEnteredValues(c.req.valid('json').input);
      return madePdf(c, await reportFor(storage, clock, c.get('user'), c.req.valid('json')));
    })
    .get('/calculations', validate('query', calculationListQuerySchema), async (c) =>
      c.json(await calculationsOf(storage, uidOf(c), c.req.valid('query'))),
    )
    .post('/calculations', validate('json', saveCalculationSchema), async (c) => {
      assertEnteredValues(c.req.valid('json').input);
      await takeDailyQuota(storage, clock, uidOf(c), 'calculations');
      return c.json(await createCalculation(storage, clock, uidOf(c), c.req.valid('json')), 201);
    })
    .get('/calculations/:id', async (c) =>
      c.json(await calculationOf(storage, uidOf(c), c.req.param('id'))),
    )
    .put('/calculations/:id', validate('json', saveCalculationSchema), async (c) => {
      assertEnteredValues(c.req.valid('json').input);
      return c.json(
        await updateCalculation(storage, clock, uidOf(c), c.req.param('id'), c.req.valid('json')),
      );
    })
    .delete('/calculations/:id', async (c) => {
      await deleteCalculation(storage, uidOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
