"""Soft-boiled egg doneness: distilling a fully fine-tuned teacher into LoRA adapters."""
