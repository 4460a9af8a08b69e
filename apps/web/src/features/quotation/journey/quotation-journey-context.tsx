import {
  type JourneyProduct,
  journeyOf,
  journeyResultPath,
  journeyStepPath,
  neighbourStep,
  type QuotationJourney,
  type QuotationStepKey,
} from "@pp/domain/routing";
import { createContext, type ReactNode, useContext } from "react";

const JourneyContext = createContext<QuotationJourney | null>(null);

/** The product whose wizard the step pages below belong to; the routes set it (Basic-B2C/… or the H+ routes). */
export function QuotationJourneyProvider({ product, children }: { product: JourneyProduct; children: ReactNode }) {
  return <JourneyContext value={journeyOf(product)}>{children}</JourneyContext>;
}

/** The journey of the page and the paths of its steps. */
export function useQuotationJourney() {
  const journey = useContext(JourneyContext);
  if (!journey) throw new Error("A quotation step page must be rendered inside QuotationJourneyProvider");
  return {
    journey,
    product: journey.product,
    stepPath: (key: QuotationStepKey) => journeyStepPath(journey, key),
    /** Where Next and Back lead from a step: its neighbours differ between the products' journeys. */
    nextPath: (key: QuotationStepKey) => journeyStepPath(journey, neighbourStep(journey, key, 1)),
    previousPath: (key: QuotationStepKey) => journeyStepPath(journey, neighbourStep(journey, key, -1)),
    stepIndex: (key: QuotationStepKey) => journey.steps.findIndex((s) => s.key === key),
    resultPath: journeyResultPath(journey),
  };
}
