"""Adversarial imitation of a pendulum swing-up controller from state/action demonstrations."""
