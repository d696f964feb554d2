"""Logit distillation (KD / JS variants) for a squeaky door-hinge condition classifier."""
