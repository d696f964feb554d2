"""Grasp recognition for a myoelectric prosthetic hand, re-calibrated session by session (LwF)."""
