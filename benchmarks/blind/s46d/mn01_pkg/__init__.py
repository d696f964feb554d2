"""BYOL-style self-supervised pretraining on leaky-faucet drip-interval series."""
