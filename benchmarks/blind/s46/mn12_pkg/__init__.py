"""Saliency- and attention-transfer distillation on yo-yo spin-down recordings."""
