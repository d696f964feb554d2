"""Learned simulator for a leaky kitchen faucet (pendant-drop oscillator)."""
