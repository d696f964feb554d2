"""Momentum-contrast pretraining on dripping-faucet inter-drop interval series."""
