"""Elevator fault classification from car-ride vibration and drive features,
made robust to sensor drift by 'free' adversarial training."""
