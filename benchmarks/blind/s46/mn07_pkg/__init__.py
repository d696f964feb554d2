"""Adversarial feature distillation for a dripping-faucet drop-size classifier."""
