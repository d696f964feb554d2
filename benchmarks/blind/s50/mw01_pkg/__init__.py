"""Adversarial patch radiance field for frost-fern growth on a window pane (GRAF-style)."""
