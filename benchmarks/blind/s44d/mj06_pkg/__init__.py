"""Sugarhouse assistant: predict the Brix of finished maple syrup at draw-off from the boil log."""
