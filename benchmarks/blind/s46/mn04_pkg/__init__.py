"""FitNets-style hint distillation for a washing-machine spin-cycle imbalance classifier."""
