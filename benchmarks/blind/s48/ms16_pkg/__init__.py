"""Spinning-top precession: recover moment of inertia and tip friction from a phone-video precession log."""
