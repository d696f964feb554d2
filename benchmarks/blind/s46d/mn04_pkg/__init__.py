"""FitNet-style distillation of a soap-film thickness regressor (thin-film interference)."""
