"""Two-stage sleep staging: an epoch encoder plus a sequence context model."""
