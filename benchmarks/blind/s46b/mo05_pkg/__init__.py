"""Metronomes on a rolling plank: autoregressive GRU prior over frozen phase codes."""
