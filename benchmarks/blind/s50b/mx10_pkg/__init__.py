"""Balloon static cling on walls: bottleneck-adapter fine-tuning of a frozen regressor."""
