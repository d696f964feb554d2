"""Bubble-wrap pop acoustics: LoRA + feature-prompt fine-tuning with two optimizers."""
