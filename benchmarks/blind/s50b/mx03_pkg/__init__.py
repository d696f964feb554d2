"""Slinky-on-stairs descent timing: bias tuning + LoRA on a frozen surrogate."""
