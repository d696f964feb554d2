"""Self-adaptive PINN for the temperature beneath a pillar candle's melt pool."""
