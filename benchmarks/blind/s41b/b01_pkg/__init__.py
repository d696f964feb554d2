"""Cocoa-bean fermentation stage from hyperspectral pixels, adapted to a second farm with LoRA."""
