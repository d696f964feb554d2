"""Aquarium air-pump buzz removal for hydrophone-in-a-tank recordings: teacher/student distillation."""
