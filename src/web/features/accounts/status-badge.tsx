import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from "../../../domain/accounts/accounts";
import { Pill } from "../../components/ui/pill";

const TONES: Record<SubscriptionStatus, string> = {
  free_trial: "bg-blue-100 text-blue-800",
  trial: "bg-indigo-100 text-indigo-800",
  active: "bg-green-100 text-green-800",
  paused: "bg-amber-100 text-amber-900",
  canceled: "bg-red-100 text-red-800",
  expired: "bg-slate-200 text-slate-700",
};

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Pill tone={TONES[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</Pill>;
}
