"""DCGAN-style generator of sea-surface-temperature anomaly patches."""
