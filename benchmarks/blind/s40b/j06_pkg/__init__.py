"""Aquaponics dosing: a DDPG agent learns how much feed/water exchange keeps nitrate in range."""
