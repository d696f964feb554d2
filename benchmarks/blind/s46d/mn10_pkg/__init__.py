"""Adversarial feature distillation for hourglass sand-flow regimes (load-cell traces)."""
