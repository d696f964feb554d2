"""Lacrosse shot-type recognition from a stick-mounted IMU, player by player, with Synaptic Intelligence."""
