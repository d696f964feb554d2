"""Ceiling-fan wobble: quantization-aware fine-tuning of a new head on a frozen trunk."""
