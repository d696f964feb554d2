"""Locksport trainer: learn how much turning tension to apply to a pin-tumbler lock (DDPG)."""
