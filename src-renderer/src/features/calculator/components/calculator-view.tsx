import { useEffect } from 'react';
import { errorMessage, FormError } from '@/components/form-error';
import { toast } from '@/components/toasts';
import { getCalculation } from '../api/get-calculation';
import { Spinner } from '@/components/spinner';
import { useAdvice } from '../api/get-advice';
import { useCalculator } from '../hooks/use-calculator';
import {
  FieldProblemsProvider,
  focusFirstProblem,
  useFieldProblems,
} from '../hooks/use-field-problems';
import { emitterRooms } from '../rooms-draft';
import { AdvicePanel, AdviceSettings, type AddToCart } from './advice-panel';
import { ComparisonPanel } from './comparison-panel';
import { CostsPanel } from './costs-panel';
import { EmitterCheckPanel } from './emitter-check';
import { GasForm } from './gas-form';
import { GroundSourcePanel } from './ground-source-panel';
import { HeatLossResult } from './heat-loss-result';
import { MethodChoice } from './method-choice';
import { OffertePanel } from './offerte-panel';
import { QuickForm } from './quick-form';
import { RoomsForm } from './rooms-form';
import { SavedList } from './saved-list';
import { SavePanel } from './save-panel';
import '../calculator.css';

/** From a house to a heat loss, an advice in the cart and an offerte for the homeowner. */
export function CalculatorView({
  onAddToCart,
  openId,
}: {
  onAddToCart: AddToCart;
  /** A saved calculation to open first (from a link on the client page). */
  openId?: string;
}) {
  const calculator = useCalculator();
  const { state, input, setState, setInput, open, reset } = calculator;
  // A field of the house showing an error: nothing is computed from its last accepted value.
  const house = useFieldProblems();
  const settings = useFieldProblems();
  const houseWrong = house.count > 0;
  const comparison = houseWrong ? { ...calculator.comparison, results: [] } : calculator.comparison;
  const outcome = houseWrong ? null : calculator.outcome;
  /** Saving and printing wait until every field is right; the focus goes to the first wrong one. */
  const refuseWhileWrong = () => {
    if (house.count + settings.count === 0) return false;
    focusFirstProblem(document.querySelector('.calculator'));
    return true;
  };
  useEffect(() => {
    if (!openId) return;
    let current = true;
    getCalculation(openId)
      .then((saved) => current && open(saved))
      .catch((problem: Error) => toast.error(problem.message));
    return () => {
      current = false;
    };
  }, [openId, open]);
  const advice = useAdvice({
    heatLossW: outcome ? outcome.watts : 0,
    mode: input.mode,
    hybridPowerShare: input.hybridPowerShare,
    occupants: Math.round(input.occupants),
    flowTemperature: input.flowTemperature,
    source: input.source,
  });
  const options = advice.data?.options ?? [];
  const selected = options.find((o) => o.heatPump.product.id === input.heatPumpId) ?? options[0];
  const spec = selected?.heatPump.product.heatPump;
  const radiators = state.roomsResult ? emitterRooms(state.rooms, state.roomsResult) : [];
  const setGas = (gas: typeof state.gas) =>
    setState((s) => ({ ...s, gas, input: { ...s.input, occupants: gas.occupants } }));

  return (
    <div className="calculator">
      <div className="calculator-main">
        <FieldProblemsProvider value={house.report}>
          <section className="card" aria-labelledby="calc-input-title">
            <h2 id="calc-input-title">Woning</h2>
            <MethodChoice value={state.tab} onChange={(tab) => setState((s) => ({ ...s, tab }))} />
            {state.tab === 'snel' ? (
              <QuickForm
                quick={state.quick}
                gas={state.gas}
                onChange={(quick) => setState((s) => ({ ...s, quick, quickEntered: true }))}
                onGas={setGas}
                onCalculate={() => setState((s) => ({ ...s, quickEntered: true }))}
              />
            ) : null}
            {state.tab === 'gas' ? (
              <GasForm gas={state.gas} onChange={setGas} onCalculate={() => undefined} />
            ) : null}
            {state.tab === 'vertrek' ? (
              <RoomsForm
                draft={state.rooms}
                gas={state.gas}
                onChange={(rooms) => setState((s) => ({ ...s, rooms }))}
                onGas={setGas}
                onResult={(roomsResult) => setState((s) => ({ ...s, roomsResult }))}
              />
            ) : null}
            {houseWrong ? (
              <p className="calc-warning" role="status">
                Er is niets berekend: verbeter eerst het veld met de rode melding.
              </p>
            ) : null}
          </section>
        </FieldProblemsProvider>
        <FieldProblemsProvider value={settings.report}>
          {comparison.results.length > 0 ? <ComparisonPanel comparison={comparison} /> : null}

          {outcome ? <HeatLossResult outcome={outcome} /> : null}

          {outcome ? (
            <section className="card" aria-labelledby="calc-advice-title">
              <h2 id="calc-advice-title">Advies</h2>
              <AdviceSettings input={input} onChange={setInput} />
              {advice.isPending ? <Spinner size="md" /> : null}
              <FormError
                message={errorMessage(advice.error, 'Het advies kon niet worden geladen.')}
              />
              {advice.data ? (
                <AdvicePanel
                  advice={advice.data}
                  input={input}
                  selected={selected}
                  onSelect={(heatPumpId) => setInput({ heatPumpId })}
                  onAdd={onAddToCart}
                />
              ) : null}
              {radiators.length > 0 ? (
                <EmitterCheckPanel rooms={radiators} flow={input.flowTemperature} />
              ) : null}
              {spec && input.source === 'bodem' && spec.type === 'bodem-water' ? (
                <GroundSourcePanel input={input} spec={spec} onChange={setInput} />
              ) : null}
              {spec ? <CostsPanel input={input} spec={spec} onChange={setInput} /> : null}
            </section>
          ) : null}

          {outcome && selected ? (
            <OffertePanel
              input={input}
              option={selected}
              customerName={state.customerName}
              onCustomerName={(customerName) => setState((s) => ({ ...s, customerName }))}
              onChange={setInput}
              refuseWhileWrong={refuseWhileWrong}
            />
          ) : null}
        </FieldProblemsProvider>
      </div>

      <aside className="calculator-aside">
        <SavePanel
          {...(state.id ? { id: state.id } : {})}
          name={state.name}
          {...(state.clientId ? { clientId: state.clientId } : {})}
          input={input}
          onName={(name) => setState((s) => ({ ...s, name }))}
          onClient={(client) =>
            setState((s) => {
              const { clientId: _old, ...rest } = s;
              return client
                ? { ...rest, clientId: client.id, customerName: s.customerName || client.name }
                : rest;
            })
          }
          onSaved={(id) => setState((s) => ({ ...s, id }))}
          refuseWhileWrong={refuseWhileWrong}
          onNew={reset}
        />
        <SavedList {...(state.id ? { currentId: state.id } : {})} onOpen={open} />
      </aside>
    </div>
  );
}
