"""Contract-clause type classification with an Accelerate-like wrapper."""
