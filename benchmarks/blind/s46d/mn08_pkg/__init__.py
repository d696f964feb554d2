"""Multi-criterion distillation of a candle-flame flicker classifier (photodiode traces)."""
