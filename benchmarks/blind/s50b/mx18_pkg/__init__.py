"""Pendulum-clock drift under room temperature/humidity: prompt-tuned recurrent rate model."""
