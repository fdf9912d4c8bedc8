// The retention module's face to other modules (docs/decisions/0027, 0042): the screen's read, for whoever shows it.
export { retentionScreen } from "./read-retention";
