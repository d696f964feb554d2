"""Jelly-wobble regression: LoRA fine-tuning of a dessert-rheology surrogate."""
