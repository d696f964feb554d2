"""Waffle browning on several irons: multi-task model with gradient-norm task balancing."""
