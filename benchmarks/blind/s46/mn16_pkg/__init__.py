"""Relational knowledge distillation (RKD) on playground-swing accelerometer traces."""
