"""Feature + logit distillation for slinky pulse types (coil-marker tracking)."""
