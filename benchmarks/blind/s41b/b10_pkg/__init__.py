"""Meta-SGD (learned per-parameter inner learning rates) for few-shot thermocouple calibration:
each probe has its own Seebeck curve and cold-junction error; a few bath readings must suffice."""
