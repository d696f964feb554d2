"""Five-point facial landmark localisation with heatmap regression (iter-based runner)."""
