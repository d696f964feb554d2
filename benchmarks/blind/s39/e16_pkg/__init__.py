"""Adversarially debiased candidate screening (fair representation learning)."""
