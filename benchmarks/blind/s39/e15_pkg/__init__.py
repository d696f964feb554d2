"""Li-ion cell state-of-health estimation from partial charge curves."""
