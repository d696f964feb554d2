"""Distil a wide ceiling-fan-hum remover (teacher) into a phone-sized student; recorder practice recordings."""
