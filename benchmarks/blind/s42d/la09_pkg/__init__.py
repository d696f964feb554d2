"""Patrol airship envelope health: altitude-hold error, helium purity loss and ballonet valve events."""
